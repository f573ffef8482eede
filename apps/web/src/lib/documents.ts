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

/** "/attached-assets/brochure.pdf" and so on. */
export function documentHref(key: DocumentKey): string {
  return `/${ATTACHED_ASSETS_DIR}/${documents[key].file}`;
}
