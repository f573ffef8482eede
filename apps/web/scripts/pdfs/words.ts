import { structuredWordsIn } from "@fh/i18n/node";
import { CRISIS_LINE, DIRECT_CREMATION_FROM, GRIEF_GROUP_WEEKS, type Business } from "@fh/validators";
import type { Locale } from "@fh/validators/locale";
import type { BrochureWords } from "./brochure";
import { documentsIn, type LanguageWords } from "./documents";
import type { HelpingChildrenWords } from "./helping-children";
import type { HolidaysWords } from "./holidays";
import type { DocumentBuilders } from "./render";
import type { UnderstandingGriefWords } from "./understanding-grief";

/** The facts a document's words may name: the business's as configured, and the site's constants. */
const facts = (b: Business) => ({
  name: b.name,
  phone: b.phone,
  city: b.city,
  streetAddress: b.streetAddress,
  crisisLine: CRISIS_LINE,
  directCremationFrom: DIRECT_CREMATION_FROM,
  griefGroupWeeks: GRIEF_GROUP_WEEKS,
});

/** One language's words for the brochure and each guide, from @fh/i18n's "pdf…" catalogs. */
export function documentWordsIn(locale: Locale): LanguageWords {
  return {
    brochure: (b) => structuredWordsIn<BrochureWords>(locale, "pdfBrochure", facts(b)),
    understandingGrief: (b) => structuredWordsIn<UnderstandingGriefWords>(locale, "pdfUnderstandingGrief", facts(b)),
    helpingChildren: (b) => structuredWordsIn<HelpingChildrenWords>(locale, "pdfHelpingChildren", facts(b)),
    holidays: (b) => structuredWordsIn<HolidaysWords>(locale, "pdfHolidays", facts(b)),
  };
}

/** A language's documents: each document's one layout, filled with that language's words. */
export function documentsFor(locale: Locale): DocumentBuilders {
  return documentsIn(documentWordsIn(locale));
}
