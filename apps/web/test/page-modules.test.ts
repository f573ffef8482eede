import { readFileSync } from "node:fs";
import { sitePageEntries } from "@fh/validators/site";
import { describe, expect, it } from "vitest";

/**
 * The page table (@fh/validators routes.ts) names each page's module for the
 * server's preloads; src/routes.tsx imports the component. Vite needs a
 * literal import() there, so the path is written twice: this keeps the two
 * from drifting apart, which would silently lose a page's preload.
 */
describe("the page table and the router's imports", () => {
  const routes = readFileSync(new URL("../src/routes.tsx", import.meta.url), "utf8");

  it.each(sitePageEntries)("%s: the router imports the module the table names", (key, page) => {
    const module = page.module.replace(/^src\//, "./").replace(/\.tsx$/, "");
    const line = routes.split("\n").find((l) => l.trimStart().startsWith(`${key}:`));
    expect(line, `no entry for ${key} in src/routes.tsx`).toBeDefined();
    expect(line).toContain(`import("${module}")`);
  });
});
