import type { Business } from "@fh/validators";

/** The built-in responder's topics, tried in this order (responder.ts). */
export const TOPICS = [
  "immediate-assistance",
  "cremation",
  "pre-planning",
  "consultation",
  "funeral-planning",
  "staff",
  "support-groups",
  "grief-stages",
  "sleep",
  "overwhelmed",
  "memorial",
  "emotional-support",
  "thanks",
  "greeting",
] as const;
export type TopicName = (typeof TOPICS)[number];

/**
 * One language's canned answers: one per topic and the fallback. `page`
 * gives a site address in that language ("/grief-support" becomes
 * "/es/grief-support"), so the answer sends the visitor to the page they can read.
 */
export type Replies = Record<TopicName | "fallback", (b: Business, page: (path: string) => string) => string>;
