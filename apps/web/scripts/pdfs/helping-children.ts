import {
  bullets,
  callout,
  heading,
  listSection,
  paragraph,
  section,
  subheading,
  terms,
  type CalloutWords,
  type Cover,
  type ListSection,
  type Section,
  type Term,
} from "./blocks";
import type { DocumentSpec } from "./render";

/** The words of "Helping Children Through Grief", section by section, as each language writes them. */
export interface HelpingChildrenWords {
  cover: Cover;
  childrenGrieveToo: Section;
  ages: { heading: string; intro: string; ages: Term[] };
  talkingHonestly: ListSection;
  theFuneral: ListSection & { welcome: CalloutWords };
  commonReactions: ListSection;
  everyDay: { heading: string; list: string[]; teenagers: { heading: string; text: string } };
  moreHelp: ListSection & { crisis: CalloutWords };
  yourself: Section;
}

/** "Helping Children Through Grief", laid out once for every language. */
export function helpingChildrenGuide(w: HelpingChildrenWords): DocumentSpec {
  return {
    ...w.cover,
    blocks: [
      ...section(w.childrenGrieveToo),
      heading(w.ages.heading),
      paragraph(w.ages.intro),
      terms(w.ages.ages),
      ...listSection(w.talkingHonestly),
      ...listSection(w.theFuneral),
      callout(w.theFuneral.welcome),
      ...listSection(w.commonReactions),
      heading(w.everyDay.heading),
      bullets(w.everyDay.list),
      subheading(w.everyDay.teenagers.heading),
      paragraph(w.everyDay.teenagers.text),
      ...listSection(w.moreHelp),
      callout(w.moreHelp.crisis),
      ...section(w.yourself),
    ],
  };
}
