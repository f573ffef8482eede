import { resetStaffPassword } from "@fh/api";
import { ask } from "./prompt";
import { fail, withDatabase } from "./with-database";

/** `pnpm admin:password`: sets a new password for an existing staff account. */
await withDatabase(async ({ db }) => {
  const username = await ask("Username", process.env.ADMIN_USERNAME);
  const password = await ask("New password (at least 12 characters)", process.env.ADMIN_PASSWORD, true);
  await resetStaffPassword(db, username, password);
  process.stdout.write(`Password of "${username.trim()}" changed.\n`);
}).catch(fail);
