import { documentsIn } from "../documents";
import { brochureWords } from "./brochure";
import { helpingChildrenWords } from "./helping-children";
import { holidaysWords } from "./holidays";
import { understandingGriefWords } from "./understanding-grief";

/** The brochure and the three guides in Haitian Creole. */
export const CREOLE_DOCUMENTS = documentsIn({
  brochure: brochureWords,
  understandingGrief: understandingGriefWords,
  helpingChildren: helpingChildrenWords,
  holidays: holidaysWords,
});
