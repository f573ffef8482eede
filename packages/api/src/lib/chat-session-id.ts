import { randomBytes } from "node:crypto";

/**
 * A new conversation's id, in SPEC §3's shape ('session-<time>-<random>'),
 * with 128 bits from the operating system's CSPRNG. It is a name, not a key:
 * it travels in URLs (SPEC §7) and so in request logs; the visitor's cookie
 * is what opens the conversation.
 */
export function newChatSessionId(now: Date): string {
  return `session-${now.getTime()}-${randomBytes(16).toString("hex")}`;
}
