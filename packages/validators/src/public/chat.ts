import { z } from "zod";
import { CHAT_MESSAGE_MAX, CHAT_SESSION_ID_PATTERN } from "../chat-session";
import { hasNoNul } from "../fields";

export const chatSessionId = z
  .string({ error: "Required" })
  .max(80, { error: "Must be at most 80 characters" })
  .regex(CHAT_SESSION_ID_PATTERN, { error: "Invalid session id" });

const chatMessage = z
  .string({ error: "Required" })
  .trim()
  .min(1, { error: "Message cannot be empty" })
  .max(CHAT_MESSAGE_MAX, { error: `Must be at most ${CHAT_MESSAGE_MAX} characters` })
  .refine(hasNoNul, { error: "Contains a character that is not allowed" });

export const chatSessionSchema = z.strictObject({ sessionId: chatSessionId });

/**
 * chat.createSession / POST /api/chat/session. The server makes the id;
 * a sessionId sent by an older widget or a REST client is only a
 * request to resume that conversation, honoured when this visitor's chat
 * cookie opens it (docs/decisions/006-chat-privacy.md).
 */
export const chatSessionCreateSchema = z.strictObject({ sessionId: chatSessionId.optional() });

/** REST body of POST /api/chat/{sessionId}/messages. */
export const chatMessageBodySchema = z.strictObject({
  message: chatMessage,
  sender: z.literal("visitor", { error: "sender must be 'visitor'" }),
});

export const chatSendSchema = chatMessageBodySchema.extend({ sessionId: chatSessionId });

/** REST body of POST /api/chat/{sessionId}/ai-response. */
export const chatAiBodySchema = z.strictObject({ message: chatMessage });

export const chatAiResponseSchema = chatAiBodySchema.extend({ sessionId: chatSessionId });

