import { obituaries } from "@fh/db";
import { seedDemoContent } from "@fh/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../src/testing";

describe("obituaries.list", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await seedDemoContent(api.deps.db);
  });
  afterAll(() => api.close());

  it("lists live obituaries only, newest first, without submitter details", async () => {
    const list = await api.visitor.obituaries.list();
    const all = await api.deps.db.select().from(obituaries);
    expect(list).toHaveLength(all.filter((o) => o.status === "live").length);
    const times = list.map((o) => o.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const item of list) {
      expect(item).not.toHaveProperty("submitterEmail");
      expect(item).not.toHaveProperty("submitterName");
      expect(item).not.toHaveProperty("submitterPhone");
    }
  });
});
