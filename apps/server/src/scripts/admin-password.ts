import { resetStaffPassword } from "@fh/api";
import { ask } from "./prompt";
import { fail, withDatabase } from "./with-database";

/** `pnpm admin:password`: sets a new password for an existing staff account. */
await withDatabase(async ({ db }, { admin, business }) => {
  const username = await ask("Username", admin.username);
  const password = await ask("New password (at least 12 characters, hard to guess: a few unrelated words)", admin.password, true);
  await resetStaffPassword(db, business, username, password);
  process.stdout.write(`Password of "${username.trim()}" changed.\n`);
}).catch(fail);
