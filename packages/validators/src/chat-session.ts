/** The chat's zod-free facts, for the widget (which loads no zod); the schemas are in public/chat.ts. */

/**
 * A chat session id: 'session-<time>-<random>' as SPEC §3 shapes it. The
 * server makes it now (128 random bits; routers/chat.ts in
 * @fh/api); older widgets made it with Math.random, so the pattern still
 * takes their shorter ones as a request to resume.
 */
export const CHAT_SESSION_ID_PATTERN = /^session-\d{1,20}-[A-Za-z0-9]{1,40}$/;
export const CHAT_MESSAGE_MAX = 2000;
