import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; the server applies
// them at start with migrate() (see src/migrate.ts). No database is needed here.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
