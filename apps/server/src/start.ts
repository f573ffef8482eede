import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadConfigOrExit, SERVING_DEFAULTS } from "./config";
import { runSite } from "./site";
import { adminDist, ssrEntryOf, webDist } from "./web/static";

/**
 * `pnpm start`: build the apps if they are not built, then migrate, seed an
 * empty embedded database, make the first staff account, and serve.
 */
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

const config = loadConfigOrExit(SERVING_DEFAULTS);

const built = [`${webDist}/index.html`, ssrEntryOf(webDist), `${adminDist}/index.html`];
if (!built.every((file) => existsSync(file))) {
  process.stdout.write("Building the public site and the staff app (first start only)…\n");
  const result = spawnSync("pnpm", ["turbo", "build", "--filter=@fh/web", "--filter=@fh/admin"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    process.stderr.write("The build failed; see the messages above.\n");
    process.exit(result.status ?? 1);
  }
}

await runSite(config);
