import { once } from "node:events";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { outboxMessages, type DatabaseHandle } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../../src/app";
import { loadConfig } from "../../src/config";

/**
 * An SMTP server that greets and answers every command, and then, for a
 * message to "hang@…", never answers DATA: the connection stays open and
 * silent. Other messages are taken as usual.
 */
class HangingSmtp {
  readonly delivered: string[] = [];
  /** Resolves when a client has sent DATA for the message that hangs. */
  readonly hung: Promise<void>;
  private markHung!: () => void;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  constructor() {
    this.hung = new Promise((resolve) => (this.markHung = resolve));
    this.server = createServer((socket) => this.session(socket));
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
    socket.on("error", () => {});
    let buffered = "";
    let inData = false;
    let recipients: string[] = [];
    const say = (line: string) => socket.write(`${line}\r\n`);
    say("220 hanging.test ESMTP");
    socket.on("data", (chunk) => {
      buffered += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffered.indexOf("\r\n.\r\n");
          if (end < 0) return;
          buffered = buffered.slice(end + 5);
          inData = false;
          this.delivered.push(...recipients);
          say("250 OK queued");
          continue;
        }
        const eol = buffered.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffered.slice(0, eol);
        buffered = buffered.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") say("250 hanging.test");
        else if (verb === "MAIL") {
          recipients = [];
          say("250 OK");
        } else if (verb === "RCPT") {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          say("250 OK");
        } else if (verb === "DATA") {
          if (recipients.some((r) => r.startsWith("hang@"))) {
            // Greeted, took the envelope, and now says nothing more.
            this.markHung();
            return;
          }
          inData = true;
          say("354 Go ahead");
        } else if (verb === "QUIT") {
          say("221 Bye");
          socket.end();
          return;
        } else say("250 OK");
      }
    });
  }
}

const row = (recipient: string, n: number) => ({
  kind: "staff.contact_message",
  recipient,
  subject: `Message ${n}`,
  text: "Hello",
  html: "<p>Hello</p>",
  messageId: `<hang-test-${n}@lakeworth.example>`,
});

describe("an SMTP server that greets and then hangs at DATA", () => {
  const smtp = new HangingSmtp();
  let database: DatabaseHandle;
  let server: BuiltServer;

  beforeAll(async () => {
    await smtp.start();
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_ORIGIN: "https://lakeworth.example",
      MAIL_FROM: "Lake Worth Family Funeral Home <care@lakeworth.example>",
      SMTP_URL: smtp.url,
    });
    server = await buildServer(config, {
      database,
      logger: false,
      sites: { webDist: "/nonexistent", adminDist: "/nonexistent" },
      mailSendIntervalMs: 50,
      // A send may take 300 ms here (a minute in production); the message that hangs is not retried within the test.
      mailRetry: { sendTimeoutMs: 300, leaseMs: 10_000, backoffBaseMs: 60_000, backoffMaxMs: 60_000, maxAttempts: 5 },
    });
    // The message that hangs is first in line, then two that should still go.
    await database.db.insert(outboxMessages).values([row("hang@example.com", 1), row("first@example.com", 2), row("second@example.com", 3)]);
    await server.app.ready();
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
    await smtp.stop();
  });

  it("keeps the server answering while the send hangs", async () => {
    await smtp.hung;
    const health = await server.app.inject({ method: "GET", url: "/healthz/ready" });
    expect(health.statusCode).toBe(200);
  });

  it("times that message out, marks it for a later retry, and sends the others", async () => {
    await expect.poll(() => smtp.delivered.slice().sort(), { timeout: 10_000 }).toEqual(["first@example.com", "second@example.com"]);
    const rows = async () => database.db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));
    await expect.poll(async () => (await rows()).map((r) => r.status), { timeout: 10_000 }).toEqual(["waiting", "sent", "sent"]);
    const [hung] = await rows();
    expect(hung!.attempts).toBe(1);
    expect(hung!.lastError).toMatch(/did not finish/);
    expect(hung!.leaseUntil).toBeNull();
    // Tried again later, not given up on.
    expect(hung!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
