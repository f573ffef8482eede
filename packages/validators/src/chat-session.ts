/** The chat's zod-free facts, for the widget (which loads no zod); the schemas are in public/chat.ts. */

/** What the chat widget makes: 'session-<time>-<random>' (SPEC §3). */
export const CHAT_SESSION_ID_PATTERN = /^session-\d{1,20}-[A-Za-z0-9]{1,40}$/;
export const CHAT_MESSAGE_MAX = 2000;

/** A new session id as the widget makes it. */
export function newChatSessionId(now: number = Date.now()): string {
  return `session-${now}-${Math.random().toString(36).slice(2, 11) || "0"}`;
}
