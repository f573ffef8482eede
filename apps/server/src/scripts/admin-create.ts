import { createStaffAccount } from "@fh/api";
import { ask } from "./prompt";
import { fail, withDatabase } from "./with-database";

/** `pnpm admin:create`: a new owner account (ADMIN_USERNAME/ADMIN_PASSWORD or prompts); owners add everyone else in the staff app. */
await withDatabase(async ({ db }, { admin, business }) => {
  const username = await ask("Username", admin.username);
  const password = await ask("Password (at least 12 characters, hard to guess: a few unrelated words)", admin.password, true);
  const account = await createStaffAccount(db, business, { username, password, role: "owner" });
  process.stdout.write(`Owner account "${account.username}" created.\n`);
}).catch(fail);
