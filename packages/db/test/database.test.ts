import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/client";
import { guestBookEntries, obituaries, chatMessages, chatSessions } from "../src/schema";
import { seedDemoContent } from "../src/seed";
import { seedObituaries } from "../src/seed/content";
import { createTestDatabase } from "../src/testing";

describe("database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("answers a ping after migration", async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it("seeds demo content once, into an empty database only", async () => {
    const first = await seedDemoContent(handle.db);
    expect(first.seeded).toBe(true);
    const second = await seedDemoContent(handle.db);
    expect(second.seeded).toBe(false);

    const rows = await handle.db.select().from(obituaries);
    expect(rows).toHaveLength(seedObituaries.length);
    const live = rows.filter((r) => r.status === "live");
    expect(live.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(3);
    expect(live.some((r) => r.photoUrl)).toBe(true);
    expect(live.some((r) => !r.photoUrl)).toBe(true);
  });

  it("new obituaries start pending and listed by default", async () => {
    const [row] = await handle.db
      .insert(obituaries)
      .values({
        firstName: "Test",
        lastName: "Person",
        dateOfBirth: "1950-01-01",
        dateOfDeath: "2025-01-24",
        biography: "A life.",
        submitterName: "Someone",
        submitterEmail: "someone@example.com",
      })
      .returning();
    expect(row?.status).toBe("pending");
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.dateOfBirth).toBe("1950-01-01");
  });

  it("removes an obituary's guest book with it", async () => {
    const [withEntries] = await handle.db
      .select({ id: guestBookEntries.obituaryId })
      .from(guestBookEntries)
      .limit(1);
    expect(withEntries).toBeDefined();
    const id = withEntries!.id;
    await handle.db.delete(obituaries).where(eq(obituaries.id, id));
    const [left] = await handle.db
      .select({ n: count() })
      .from(guestBookEntries)
      .where(eq(guestBookEntries.obituaryId, id));
    expect(left?.n).toBe(0);
  });

  it("keeps chat messages tied to an existing session", async () => {
    await expect(
      handle.db.insert(chatMessages).values({ sessionId: "session-1-missing", message: "hi", sender: "visitor" }),
    ).rejects.toThrow();
    await handle.db.insert(chatSessions).values({ sessionId: "session-1-abc" });
    await handle.db.insert(chatMessages).values({ sessionId: "session-1-abc", message: "hi", sender: "visitor" });
    const rows = await handle.db.select().from(chatMessages);
    expect(rows).toHaveLength(1);
  });
});
