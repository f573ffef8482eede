import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bootstrap } from "./bootstrap";
import { loadConfigOrExit, serve } from "./main";
import { adminDist, webDist } from "./web/static";

/**
 * `pnpm start`: build the apps if they are not built, then migrate, seed an
 * empty embedded database, make the first staff account, and serve.
 */
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

const config = loadConfigOrExit();

if (!existsSync(`${webDist}/index.html`) || !existsSync(`${adminDist}/index.html`)) {
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

await serve(config, async ({ database, app }) => {
  await bootstrap({
    database,
    log: app.log,
    adminUsername: process.env.ADMIN_USERNAME,
    adminPassword: process.env.ADMIN_PASSWORD,
    print: (text) => process.stdout.write(`${text}\n`),
  });
}).then(() => {
  const base = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`;
  const site = config.publicOrigin ?? base;
  const staff = `${config.adminOrigin ?? base}/admin/login`;
  process.stdout.write(`\n  Public site:  ${site}\n  Staff login:  ${staff}\n\n`);
});
