import { defineConfig } from "vitest/config";

/**
 * Browser tests: one built server on a fresh embedded database (started in
 * src/global-setup.ts), Debian's Chromium driven by playwright-core. Files run
 * one at a time because they share that server.
 */
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["src/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
