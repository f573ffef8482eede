import { createTestDatabase } from "@fh/db/testing";
import { describe, expect, it } from "vitest";
import { buildServer } from "../../src/app";
import { ConfigError, loadConfig } from "../../src/config";

describe("email settings", () => {
  it("default to the business's name and email, and links to this machine", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      notifications: {
        from: { name: "Lake Worth Family Funeral Home", address: "care@lakeworthfuneralhome.example" },
        staffRecipients: ["care@lakeworthfuneralhome.example"],
        publicUrl: "http://localhost:3000",
        adminUrl: "http://localhost:3000",
        smtpConfigured: false,
        // Calendar UIDs name the home's own domain, never "localhost" nor the request's Host.
        calendarDomain: "lakeworthfuneralhome.example",
      },
    });
  });

  it("are read from SMTP_URL, MAIL_FROM and STAFF_NOTIFY_EMAIL", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://user:p%40ss@mail.example.com:465",
      MAIL_FROM: '"Lake Worth Funeral Home" <notices@example.com>',
      STAFF_NOTIFY_EMAIL: "Director@Example.com, office@example.com,",
      PUBLIC_ORIGIN: "https://example.com",
      ADMIN_ORIGIN: "https://admin.example.com",
    });
    expect(config.mail.smtpUrl).toBe("smtps://user:p%40ss@mail.example.com:465");
    expect(config.mail.notifications).toMatchObject({
      from: { name: "Lake Worth Funeral Home", address: "notices@example.com" },
      staffRecipients: ["director@example.com", "office@example.com"],
      publicUrl: "https://example.com",
      adminUrl: "https://admin.example.com",
      calendarDomain: "example.com",
    });
  });

  it("stop the server on a bad value, naming the variable", () => {
    const bad: Array<[string, string]> = [
      ["SMTP_URL", "http://mail.example.com"],
      ["MAIL_FROM", "notices at example.com"],
      ["MAIL_FROM", "Notices <a@b.com>\r\nBcc: x@evil.example"],
      ["STAFF_NOTIFY_EMAIL", "director@example.com, not-an-address"],
    ];
    for (const [name, value] of bad) {
      expect(() => loadConfig({ [name]: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value }), value).toThrow(new RegExp(name));
    }
  });

  it("without SMTP_URL, the log says once at start that emails wait in the outbox", async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const server = await buildServer(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info" }), {
      database,
      sites: { webDist: "/nonexistent", adminDist: "/nonexistent" },
      logStream: { write: (line) => lines.push(line) },
      mailSendIntervalMs: 20,
    });
    await server.app.ready();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.app.close();
    await database.close();
    const disabled = lines.map((l) => JSON.parse(l) as { event?: string; msg: string }).filter((l) => l.event === "mail.disabled");
    expect(disabled).toHaveLength(1);
    expect(disabled[0]?.msg).toMatch(/SMTP_URL is not set/);
  });
});
