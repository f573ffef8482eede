import { z } from "zod";
import { hasNoNul } from "./fields";

/** What the chat widget makes: 'session-<time>-<random>' (SPEC §3). */
export const CHAT_SESSION_ID_PATTERN = /^session-\d{1,20}-[A-Za-z0-9]{1,40}$/;
export const CHAT_MESSAGE_MAX = 2000;

export const chatSessionId = z
  .string({ error: "Required" })
  .max(80, { error: "Must be at most 80 characters" })
  .regex(CHAT_SESSION_ID_PATTERN, { error: "Invalid session id" });

/** A new session id as the widget makes it. */
export function newChatSessionId(now: number = Date.now()): string {
  return `session-${now}-${Math.random().toString(36).slice(2, 11) || "0"}`;
}

const chatMessage = z
  .string({ error: "Required" })
  .trim()
  .min(1, { error: "Message cannot be empty" })
  .max(CHAT_MESSAGE_MAX, { error: `Must be at most ${CHAT_MESSAGE_MAX} characters` })
  .refine(hasNoNul, { error: "Contains a character that is not allowed" });

export const chatSessionSchema = z.object({ sessionId: chatSessionId });

/** REST body of POST /api/chat/{sessionId}/messages. */
export const chatMessageBodySchema = z.object({
  message: chatMessage,
  sender: z.literal("visitor", { error: "sender must be 'visitor'" }),
});

export const chatSendSchema = chatMessageBodySchema.extend({ sessionId: chatSessionId });

/** REST body of POST /api/chat/{sessionId}/ai-response. */
export const chatAiBodySchema = z.object({ message: chatMessage });

export const chatAiResponseSchema = chatAiBodySchema.extend({ sessionId: chatSessionId });

export type ChatSendInput = z.input<typeof chatSendSchema>;
