import { adminPages } from "@fh/validators";
import { bootstrap } from "./bootstrap";
import type { ServerConfig } from "./config";
import { serve } from "./main";

/**
 * The whole site as `pnpm start` and `pnpm dev` run it: migrate, seed an empty
 * embedded database, make the first staff account, listen, print the addresses.
 */
export async function runSite(config: ServerConfig): Promise<void> {
  await serve(config, async ({ database, app }) => {
    await bootstrap({
      database,
      log: app.log,
      business: config.business,
      adminUsername: config.admin.username,
      adminPassword: config.admin.password,
      print: (text) => process.stdout.write(`${text}\n`),
    });
  });
  const base = `http://${["0.0.0.0", "127.0.0.1", "::"].includes(config.host) ? "localhost" : config.host}:${config.port}`;
  const site = config.publicOrigin ?? base;
  const staff = `${config.adminOrigin ?? base}${adminPages.login}`;
  process.stdout.write(`\n  Public site:  ${site}\n  Staff login:  ${staff}\n\n`);
}
