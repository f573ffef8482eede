import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { productionServerCommand } from "../../../tools/server-command";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

// `pnpm start` is what production runs, and the bench and the browser tests start the
// server from the same words (docs/decisions/024-server-process-memory.md).
describe("the production start script", () => {
  it("runs the compiled server with glibc's malloc settings and V8's heap settings", () => {
    const command = productionServerCommand(repoRoot, {});
    expect(command.env).toEqual({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" });
    expect(command.nodeFlags).toEqual(expect.arrayContaining(["--heap-growing-percent=50"]));
    expect(command.nodeFlags.some((flag) => flag.startsWith("--max-semi-space-size="))).toBe(true);
  });

  it("leaves an operator's own malloc settings in place", () => {
    const command = productionServerCommand(repoRoot, { MALLOC_ARENA_MAX: "4" });
    expect(command.env.MALLOC_ARENA_MAX).toBe("4");
    expect(command.env.MALLOC_MMAP_THRESHOLD_).toBe("131072");
  });
});
