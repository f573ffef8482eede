import { countStaffAccounts, createStaffAccount, generatePassword, type PasswordBusiness } from "@fh/api";
import type { DatabaseHandle } from "@fh/db";
import { seedDemoContent } from "@fh/db/seed";
import type { FastifyBaseLogger } from "fastify";

export interface BootstrapOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The configured funeral home: its name is one of the words a strong password must not lean on. */
  business: PasswordBusiness;
  /** ADMIN_USERNAME / ADMIN_PASSWORD, when set. */
  adminUsername?: string | undefined;
  adminPassword?: string | undefined;
  /** Where a one-time password is printed (stdout, once). */
  print: (text: string) => void;
}

/**
 * First start of a fresh install: the embedded database gets the demo
 * content, and the first staff account is made, from ADMIN_USERNAME and
 * ADMIN_PASSWORD when given, otherwise `admin` with a random password printed
 * once. No default password exists anywhere.
 */
export async function bootstrap(options: BootstrapOptions): Promise<void> {
  const { database, log } = options;
  if (database.driver === "pglite") {
    const seeded = await seedDemoContent(database.db);
    if (seeded.seeded) log.info({ obituaries: seeded.obituaries }, "seeded demo content into the new embedded database");
  }
  if ((await countStaffAccounts(database.db)) > 0) return;
  if (options.adminUsername && options.adminPassword) {
    await createStaffAccount(database.db, options.business, { username: options.adminUsername, password: options.adminPassword });
    log.info({ username: options.adminUsername.trim() }, "created the first staff account from ADMIN_USERNAME");
    return;
  }
  const password = generatePassword();
  // Shown once in the terminal: it must be replaced at first sign-in.
  await createStaffAccount(database.db, options.business, { username: "admin", password, role: "owner", oneTime: true });
  options.print(
    [
      "",
      "  First staff account created. This password is shown once; keep it safe:",
      "    username: admin",
      `    password: ${password}`,
      "  Change it with `pnpm admin:password`.",
      "",
    ].join("\n"),
  );
}
