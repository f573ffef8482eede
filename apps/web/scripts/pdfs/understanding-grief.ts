import {
  callout,
  heading,
  listSection,
  paragraph,
  quote,
  section,
  terms,
  type CalloutWords,
  type Cover,
  type ListSection,
  type QuoteWords,
  type Section,
  type Term,
} from "./blocks";
import type { DocumentSpec } from "./render";

/** The words of "Understanding Grief", section by section, as each language writes them. */
export interface UnderstandingGriefWords {
  cover: Cover;
  beforeYouBegin: Section;
  whatGriefIs: Section;
  whatGriefFeelsLike: { heading: string; intro: string; feelings: Term[] };
  fiveStages: { heading: string; intro: string; stages: Term[]; notLinear: CalloutWords };
  waves: Section;
  caringForYourself: ListSection;
  familyAndFriends: ListSection;
  moreHelp: ListSection & { crisis: CalloutWords };
  whereToTurn: Section;
  quote: QuoteWords;
}

/** "Understanding Grief", laid out once for every language. */
export function understandingGriefGuide(w: UnderstandingGriefWords): DocumentSpec {
  return {
    ...w.cover,
    blocks: [
      ...section(w.beforeYouBegin),
      ...section(w.whatGriefIs),
      heading(w.whatGriefFeelsLike.heading),
      paragraph(w.whatGriefFeelsLike.intro),
      terms(w.whatGriefFeelsLike.feelings),
      heading(w.fiveStages.heading),
      paragraph(w.fiveStages.intro),
      terms(w.fiveStages.stages),
      callout(w.fiveStages.notLinear),
      ...section(w.waves),
      ...listSection(w.caringForYourself),
      ...listSection(w.familyAndFriends),
      ...listSection(w.moreHelp),
      callout(w.moreHelp.crisis),
      ...section(w.whereToTurn),
      quote(w.quote),
    ],
  };
}
