import { fullAddress, type Business } from "@fh/validators";
import {
  bullets,
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

/** The words of the brochure, section by section, as each language writes them. */
export interface BrochureWords {
  cover: Cover;
  welcome: Section;
  whenADeathOccurs: ListSection & { whatToGather: string };
  traditionalFunerals: ListSection;
  cremation: ListSection;
  memorials: Section;
  veterans: Section;
  planningAhead: ListSection & { consultation: CalloutWords };
  griefSupport: Section;
  promise: { heading: string; list: string[] };
  /** The contact list's labels; the address, email and hours are the business's own. */
  contact: { heading: string; phone: Term; address: string; email: string; hours: string };
  quote: QuoteWords;
}

/** The brochure, laid out once for every language. */
export function brochure(w: BrochureWords, b: Business): DocumentSpec {
  return {
    ...w.cover,
    blocks: [
      ...section(w.welcome),
      ...listSection(w.whenADeathOccurs),
      paragraph(w.whenADeathOccurs.whatToGather),
      ...listSection(w.traditionalFunerals),
      ...listSection(w.cremation),
      ...section(w.memorials),
      ...section(w.veterans),
      ...listSection(w.planningAhead),
      callout(w.planningAhead.consultation),
      ...section(w.griefSupport),
      heading(w.promise.heading),
      bullets(w.promise.list),
      heading(w.contact.heading),
      terms([
        w.contact.phone,
        { term: w.contact.address, text: fullAddress(b) },
        { term: w.contact.email, text: b.email },
        { term: w.contact.hours, text: b.hours },
      ]),
      quote(w.quote),
    ],
  };
}
