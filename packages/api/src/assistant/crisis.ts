import { CRISIS_LINE } from "@fh/validators";

/**
 * Words that suggest a risk of suicide or self-harm. Broad on purpose: a
 * grieving person who only half-means it should still read the lifeline first.
 */
const RISK_PATTERNS: RegExp[] = [
  /\bsuicid/i,
  /\bkill(ing)?\s+my\s?self\b/i,
  /\b(end|ending|take|taking)\s+(my|my own)\s+life\b/i,
  /\bend\s+it\s+all\b/i,
  /\b(want|wanna|wish|going|ready)\s+(to\s+)?(die|be dead)\b/i,
  /\bwish\s+i\s+(was|were)\s+dead\b/i,
  /\bbetter\s+off\s+(dead|without\s+me)\b/i,
  /\b(don'?t|do\s+not|no\s+longer)\s+want\s+to\s+(live|be\s+alive|be\s+here|go\s+on|wake\s+up)\b/i,
  /\bno\s+(reason|point)\s+(to|in)\s+(live|living|going\s+on)\b/i,
  /\bnot\s+worth\s+living\b/i,
  /\bself[\s-]?harm/i,
  /\b(hurt|hurting|harm|harming|cut|cutting)\s+my\s?self\b/i,
  /\boverdos/i,
  /\b(want|wanna)\s+to\s+(join|be\s+with)\s+(him|her|them)\s+(again|now)\b/i,
  /\bcan'?t\s+go\s+on\b/i,
];

export function suggestsSelfHarmRisk(text: string): boolean {
  const normalized = text.normalize("NFKC").replace(/[’‘]/g, "'");
  return RISK_PATTERNS.some((pattern) => pattern.test(normalized));
}

/** The first words of any reply to a message that suggests risk. */
export function crisisPreface(): string {
  return (
    `I'm so sorry you're carrying this much pain, and I'm glad you told me. ` +
    `If you are thinking about suicide or hurting yourself, please call or text ${CRISIS_LINE} ` +
    `to reach the ${CRISIS_LINE} Suicide & Crisis Lifeline right now. It is free, confidential and open 24 hours a day. ` +
    `If you are in immediate danger, call 911.`
  );
}
