import { createStaffAccount } from "@fh/api";
import { ask } from "./prompt";
import { fail, withDatabase } from "./with-database";

/** `pnpm admin:create`: a new staff account (ADMIN_USERNAME/ADMIN_PASSWORD or prompts). */
await withDatabase(async ({ db }) => {
  const username = await ask("Username", process.env.ADMIN_USERNAME);
  const password = await ask("Password (at least 12 characters)", process.env.ADMIN_PASSWORD, true);
  const account = await createStaffAccount(db, username, password);
  process.stdout.write(`Staff account "${account.username}" created.\n`);
}).catch(fail);
