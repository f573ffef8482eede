import {
  bullets,
  callout,
  heading,
  listSection,
  quote,
  section,
  type CalloutWords,
  type Cover,
  type ListSection,
  type QuoteWords,
  type Section,
} from "./blocks";
import type { DocumentSpec } from "./render";

/** The words of "Coping with Grief During the Holidays", section by section, as each language writes them. */
export interface HolidaysWords {
  cover: Cover;
  whyHard: Section;
  planAhead: ListSection;
  traditions: ListSection;
  remembering: ListSection & { joy: CalloutWords };
  yourself: { heading: string; list: string[] };
  children: Section;
  otherDays: Section;
  friendsAndFamily: ListSection;
  notAlone: Section & { crisis: CalloutWords };
  quote: QuoteWords;
}

/** "Coping with Grief During the Holidays", laid out once for every language. */
export function holidayGriefGuide(w: HolidaysWords): DocumentSpec {
  return {
    ...w.cover,
    blocks: [
      ...section(w.whyHard),
      ...listSection(w.planAhead),
      ...listSection(w.traditions),
      ...listSection(w.remembering),
      callout(w.remembering.joy),
      heading(w.yourself.heading),
      bullets(w.yourself.list),
      ...section(w.children),
      ...section(w.otherDays),
      ...listSection(w.friendsAndFamily),
      ...section(w.notAlone),
      callout(w.notAlone.crisis),
      quote(w.quote),
    ],
  };
}
