import { createInternalContext } from "../../src/context";
import { createStaffAccount } from "../../src/auth/accounts";
import { RateLimiter } from "../../src/abuse/rate-limit-flexible";
import { createCaller } from "../../src/root";
import { createTestApi, type TestApi } from "../../src/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordingLogger } from "../log";
import { insertObituary } from "../public/helpers";
import { callerWithResponse, rejectsWith } from "./helpers";

const PASSWORD = "correct horse battery staple";
const WRONG = "Tr0ub4dor&3-not-it";

describe("security events in the log", () => {
  let api: TestApi;
  let log: ReturnType<typeof recordingLogger>;
  beforeAll(async () => {
    log = recordingLogger();
    api = await createTestApi({ log, rateLimiter: new RateLimiter({ "contact.send": { max: 1, windowMs: 60_000 } }) });
    await createStaffAccount(api.deps.db, api.deps.business, { username: "director", password: PASSWORD });
  });
  afterAll(() => api.close());

  it("logs failed and throttled sign-ins at warn with the username and address, never the password", async () => {
    const { caller } = callerWithResponse(api, { ip: "198.51.100.40" });
    // A few failures are free; past them the throttle answers 429 before the password is checked.
    let throttled = false;
    for (let i = 0; i < 12 && !throttled; i++) {
      const code = await caller.auth.login({ username: "director", password: WRONG }).then(
        () => "OK",
        (e: unknown) => (e as { code: string }).code,
      );
      expect(["UNAUTHORIZED", "TOO_MANY_REQUESTS"]).toContain(code);
      throttled = code === "TOO_MANY_REQUESTS";
    }
    expect(throttled).toBe(true);

    const failed = log.events("auth.login_failed");
    expect(failed.length).toBeGreaterThanOrEqual(5);
    expect(failed[0]).toMatchObject({ level: "warn", fields: { event: "auth.login_failed", username: "director", ip: "198.51.100.40" } });
    const limited = log.events("auth.login_throttled");
    expect(limited[0]?.level).toBe("warn");
    expect(limited[0]?.fields).toMatchObject({ username: "director", ip: "198.51.100.40" });
    expect(limited[0]?.fields.retryAfterSeconds).toBeGreaterThan(0);
    expect(log.text()).not.toContain(WRONG);
  });

  it("logs a sign-in and a sign-out at info, without the password or the session token", async () => {
    const { caller } = callerWithResponse(api, { ip: "198.51.100.41" });
    const { sessionToken } = await caller.auth.login({ username: "director", password: PASSWORD });
    expect(log.events("auth.login_succeeded").at(-1)).toMatchObject({
      level: "info",
      fields: { username: "director", ip: "198.51.100.41" },
    });
    const staff = createCaller(
      createInternalContext({ ...api.deps }, { id: 1, username: "director", role: "owner" }, { ip: "198.51.100.41", sessionToken }),
    );
    await staff.auth.logout();
    expect(log.events("auth.logout").at(-1)?.fields).toMatchObject({ username: "director" });
    // Sign-out is its own event, not a staff change.
    expect(log.events("staff.change").map((l) => l.fields.action)).not.toContain("auth.logout");
    expect(log.text()).not.toContain(PASSWORD);
    expect(log.text()).not.toContain(sessionToken);
  });

  it("logs each staff change with who, from where, the procedure and its target", async () => {
    const staff = createCaller(createInternalContext(api.deps, { id: 1, username: "director", role: "owner" }, { ip: "192.0.2.5" }));
    const id = await insertObituary(api, "pending");
    await staff.admin.obituaries.approve({ id });
    await staff.admin.obituaries.unlist({ id });
    await staff.admin.obituaries.decline({ id });
    const created = await staff.admin.consultations.create({
      firstName: "Luis",
      lastName: "Ortiz",
      email: "luis@example.com",
      phone: "561-555-0123",
      appointmentDate: "2031-05-01",
      preferredTime: "2:00 PM",
      serviceType: "funeral",
      message: "Private note about the family",
    });
    await staff.admin.consultations.setStatus({ id: created.id, status: "completed" });
    await staff.admin.obituaries.delete({ id });
    // Reads are not changes.
    await staff.admin.obituaries.list();

    const changes = log.events("staff.change").map((l) => [l.level, l.fields.action, l.fields.target]);
    expect(changes).toEqual([
      ["info", "admin.obituaries.approve", { id, status: "live" }],
      ["info", "admin.obituaries.unlist", { id, status: "unlisted" }],
      ["info", "admin.obituaries.decline", { id, status: "declined" }],
      ["info", "admin.consultations.create", { id: created.id, status: "confirmed" }],
      ["info", "admin.consultations.setStatus", { id: created.id, status: "completed" }],
      ["info", "admin.obituaries.delete", { id }],
    ]);
    for (const line of log.events("staff.change")) expect(line.fields).toMatchObject({ username: "director", ip: "192.0.2.5" });
    // The input's personal data stays out of the log.
    expect(log.text()).not.toContain("luis@example.com");
    expect(log.text()).not.toContain("Private note");
  });

  it("logs a throttled public write at warn with its kind and address", async () => {
    const visitor = createCaller(createInternalContext(api.deps, null, { ip: "203.0.113.60" }));
    const message = { name: "Ana", email: "ana@example.com", message: "Please call." };
    await visitor.contact.send(message);
    await rejectsWith(visitor.contact.send(message), "TOO_MANY_REQUESTS");
    expect(log.events("rate_limit.exceeded").at(-1)).toMatchObject({
      level: "warn",
      fields: { event: "rate_limit.exceeded", scope: "contact.send", ip: "203.0.113.60" },
    });
    expect(log.text()).not.toContain("ana@example.com");
  });
});
