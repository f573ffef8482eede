import type { DocumentBuilders } from "../render";
import { brochure } from "./brochure";
import { helpingChildrenGuide } from "./helping-children";
import { holidayGriefGuide } from "./holidays";
import { understandingGriefGuide } from "./understanding-grief";

/** The brochure and the three guides in Spanish (issue 15). */
export const SPANISH_DOCUMENTS: DocumentBuilders = {
  brochure,
  understandingGrief: understandingGriefGuide,
  helpingChildren: helpingChildrenGuide,
  holidays: holidayGriefGuide,
};
