import { DEFAULT_LOCALE, type Locale } from "@fh/validators/locale";

/**
 * The downloadable PDFs (SPEC §2, §7: static files under an attached-assets
 * path). apps/web/scripts/make-pdfs.ts writes them into public/attached-assets
 * at build time, so these paths and the file names the script writes come from
 * this one list.
 */
export const ATTACHED_ASSETS_DIR = "attached-assets";

export const documents = {
  brochure: {
    file: "brochure.pdf",
    title: "Our Services Brochure",
  },
  understandingGrief: {
    file: "understanding-grief-guide.pdf",
    title: "Understanding Grief",
  },
  helpingChildren: {
    file: "helping-children-grief-guide.pdf",
    title: "Helping Children Through Grief",
  },
  holidays: {
    file: "holiday-grief-guide.pdf",
    title: "Coping with Grief During the Holidays",
  },
} as const;

export type DocumentKey = keyof typeof documents;

/**
 * "/attached-assets/brochure.pdf" and so on; another language's copy sits in
 * its own folder ("/attached-assets/es/brochure.pdf"), made by the same script.
 */
export function documentHref(key: DocumentKey, locale: Locale = DEFAULT_LOCALE): string {
  const folder = locale === DEFAULT_LOCALE ? "" : `${locale}/`;
  return `/${ATTACHED_ASSETS_DIR}/${folder}${documents[key].file}`;
}
