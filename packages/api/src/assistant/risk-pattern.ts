import type { Locale } from "@fh/validators";

/** What a phrase reveals, the way a crisis counsellor listens. */
export type RiskKind = "wish" | "intent" | "plan" | "means" | "time" | "hopelessness" | "goodbye" | "self-harm" | "burden";

/** One group of phrase patterns (phrase-pattern.ts) and the sentences that read them in their everyday sense. */
export interface RiskPattern {
  kind: RiskKind;
  /** Phrase patterns (phrase-pattern.ts); any one is enough. */
  says: string[];
  /** A sentence saying any of these is read in its everyday sense instead. */
  unless?: string[];
  /**
   * Only heard after the visitor already said something on this list in the
   * conversation: "I'm going to do it tonight" is a plan after "I want to
   * die", and an errand otherwise.
   */
  afterDisclosure?: boolean;
}

/** A language's patterns: which language a match was heard in decides the crisis answer's language. */
export interface LanguagePatterns {
  locale: Locale;
  patterns: RiskPattern[];
}
