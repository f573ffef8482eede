/**
 * Writes the brochure and the three grief guides into public/attached-assets
 * (English) and public/attached-assets/es/ and /ht/ (each written
 * in that language, with the same file names, as documentHref gives them),
 * from the content in scripts/pdfs/ (each document's layout once) and each
 * language's words in @fh/i18n's "pdf…" catalogs. `pnpm build` runs this before
 * `vite build`, which copies public/ into dist/. The PDFs are generated, so
 * git ignores them (apps/web/.gitignore).
 *
 * The funeral home's facts are the shared defaults, overridden by the same
 * BUSINESS_* variables the server reads, so the PDFs and the site agree.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { businessSchema, defaultBusiness, type Business } from "@fh/validators";
import { DEFAULT_LOCALE, LOCALES } from "@fh/validators/locale";
import { ATTACHED_ASSETS_DIR, documents, type DocumentKey } from "../src/lib/documents";
import { renderDocument } from "./pdfs/render";
import { documentsFor } from "./pdfs/words";

const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

function businessFromEnv(): Business {
  return businessSchema.parse({
    ...defaultBusiness,
    ...(env("BUSINESS_NAME") && { name: env("BUSINESS_NAME") }),
    ...(env("BUSINESS_PHONE") && { phone: env("BUSINESS_PHONE") }),
    ...(env("BUSINESS_EMAIL") && { email: env("BUSINESS_EMAIL") }),
    ...(env("BUSINESS_STREET") && { streetAddress: env("BUSINESS_STREET") }),
    ...(env("BUSINESS_CITY") && { city: env("BUSINESS_CITY") }),
    ...(env("BUSINESS_REGION") && { region: env("BUSINESS_REGION") }),
    ...(env("BUSINESS_POSTAL_CODE") && { postalCode: env("BUSINESS_POSTAL_CODE") }),
    ...(env("BUSINESS_HOURS") && { hours: env("BUSINESS_HOURS") }),
  });
}

async function main(): Promise<void> {
  const business = businessFromEnv();
  for (const locale of LOCALES) {
    const folder = locale === DEFAULT_LOCALE ? "" : `${locale}/`;
    const outDir = fileURLToPath(new URL(`../public/${ATTACHED_ASSETS_DIR}/${folder}`, import.meta.url));
    mkdirSync(outDir, { recursive: true });
    for (const key of Object.keys(documents) as DocumentKey[]) {
      const file = path.join(outDir, documents[key].file);
      const pages = await renderDocument(documentsFor(locale)[key](business), business, file, locale);
      process.stdout.write(`make-pdfs: ${path.relative(process.cwd(), file)} (${pages} pages)\n`);
    }
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`make-pdfs: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
