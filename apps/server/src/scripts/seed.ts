import { seedDemoContent } from "@fh/db/seed";
import { fail, withDatabase } from "./with-database";

/** `pnpm db:seed`: the demo content, into an empty database only. */
await withDatabase(async ({ db }) => {
  const result = await seedDemoContent(db);
  process.stdout.write(
    result.seeded ? `Seeded ${result.obituaries} obituaries with events and services.\n` : "The database already has content; nothing was seeded.\n",
  );
}).catch(fail);
