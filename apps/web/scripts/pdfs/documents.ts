import type { Business } from "@fh/validators";
import { brochure, type BrochureWords } from "./brochure";
import { helpingChildrenGuide, type HelpingChildrenWords } from "./helping-children";
import { holidayGriefGuide, type HolidaysWords } from "./holidays";
import type { DocumentBuilders } from "./render";
import { understandingGriefGuide, type UnderstandingGriefWords } from "./understanding-grief";

/** One language's words for the brochure and each guide, written from the funeral home's facts. */
export interface LanguageWords {
  brochure: (b: Business) => BrochureWords;
  understandingGrief: (b: Business) => UnderstandingGriefWords;
  helpingChildren: (b: Business) => HelpingChildrenWords;
  holidays: (b: Business) => HolidaysWords;
}

/** A language's documents: each document's one layout, filled with that language's words. */
export function documentsIn(words: LanguageWords): DocumentBuilders {
  return {
    brochure: (b) => brochure(words.brochure(b), b),
    understandingGrief: (b) => understandingGriefGuide(words.understandingGrief(b)),
    helpingChildren: (b) => helpingChildrenGuide(words.helpingChildren(b)),
    holidays: (b) => holidayGriefGuide(words.holidays(b)),
  };
}
