import { timingSafeEqual } from "node:crypto";
import { chatMessages, chatSessions } from "@fh/db";
import {
  chatAiResponseSchema,
  chatSendSchema,
  chatSessionCreateSchema,
  chatSessionSchema,
  type CHAT_SENDERS,
} from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { and, count, desc, eq } from "drizzle-orm";
import { publicWriteProcedure } from "../abuse/guard";
import { withIdempotency } from "../abuse/idempotency";
import { createAssistant, type ChatTurn } from "../assistant";
import { generateSessionToken, hashSessionToken, isWellFormedToken } from "../auth/token";
import type { Context } from "../context";
import { newChatSessionId } from "../lib/chat-session-id";
import { logSecurityEvent } from "../lib/security-events";
import { publicProcedure } from "../trpc";

/** A conversation longer than this is a script, not a visitor. */
const MAX_MESSAGES_PER_SESSION = 400;
const HISTORY_FOR_REPLY = 20;

const messageColumns = {
  id: chatMessages.id,
  sessionId: chatMessages.sessionId,
  message: chatMessages.message,
  sender: chatMessages.sender,
  createdAt: chatMessages.createdAt,
};

const builtInAssistant = createAssistant();

/** The chat cookie this request presented, if it is one we could have issued. */
function presentedVisitorToken(ctx: Context): string | null {
  const token = ctx.request.chatVisitorToken;
  return token && isWellFormedToken(token) ? token : null;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: "Chat session not found" });

/**
 * The conversation, if this request's chat cookie opens it; otherwise the
 * same 404 as an unknown id, so a guessed or leaked id tells nothing. A real
 * id presented without its cookie is logged: someone holds an id that is not
 * theirs.
 */
async function requireOwnSession(ctx: Context, sessionId: string): Promise<void> {
  const [session] = await ctx.db
    .select({ tokenHash: chatSessions.visitorTokenHash })
    .from(chatSessions)
    .where(eq(chatSessions.sessionId, sessionId));
  if (!session) throw notFound();
  const token = presentedVisitorToken(ctx);
  if (!token || !session.tokenHash || !sameHash(session.tokenHash, hashSessionToken(token))) {
    logSecurityEvent(ctx.log, {
      event: "chat.access_refused",
      ip: ctx.request.ip,
      reason: token ? "not this visitor's" : "no cookie",
    });
    throw notFound();
  }
}

async function requireRoomInSession(ctx: Context, sessionId: string): Promise<void> {
  await requireOwnSession(ctx, sessionId);
  const [used] = await ctx.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
  if ((used?.n ?? 0) >= MAX_MESSAGES_PER_SESSION) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: "This conversation is full; please start a new one" });
  }
}

async function store(ctx: Context, sessionId: string, sender: (typeof CHAT_SENDERS)[number], message: string) {
  const [row] = await ctx.db.insert(chatMessages).values({ sessionId, sender, message }).returning(messageColumns);
  if (!row) throw new Error("chat message insert returned nothing");
  return row;
}

export const chatRouter = {
  /**
   * Starts a conversation with an id the server makes, bound to this
   * visitor's chat cookie (given here when the browser has none). A sessionId
   * in the input is a request to resume: answered as it is when this
   * visitor's cookie opens it, otherwise a new conversation is started; a
   * client's id is never adopted (docs/decisions/006-chat-privacy.md).
   */
  createSession: publicWriteProcedure("chat.createSession")
    .input(chatSessionCreateSchema)
    .mutation(async ({ ctx, input }) => {
      const columns = { sessionId: chatSessions.sessionId, status: chatSessions.status, createdAt: chatSessions.createdAt };
      const presented = presentedVisitorToken(ctx);
      if (presented && input.sessionId) {
        const [existing] = await ctx.db
          .select(columns)
          .from(chatSessions)
          .where(and(eq(chatSessions.sessionId, input.sessionId), eq(chatSessions.visitorTokenHash, hashSessionToken(presented))));
        if (existing) return { ...existing, created: false };
      }
      const token = presented ?? generateSessionToken();
      if (!presented) ctx.response.setChatVisitorCookie?.(token);
      const now = ctx.now();
      const [created] = await ctx.db
        .insert(chatSessions)
        .values({ sessionId: newChatSessionId(now), visitorTokenHash: hashSessionToken(token), createdAt: now })
        .returning(columns);
      if (!created) throw new Error("chat session insert returned nothing");
      return { ...created, created: true };
    }),

  /** The conversation, oldest first; 404 unless this visitor's chat cookie opens it. */
  messages: publicProcedure.input(chatSessionSchema).query(async ({ ctx, input }) => {
    await requireOwnSession(ctx, input.sessionId);
    const latest = await ctx.db
      .select(messageColumns)
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, input.sessionId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(MAX_MESSAGES_PER_SESSION);
    return latest.reverse();
  }),

  /** Stores the visitor's message (once per Idempotency-Key: the widget sends it again after a failure). */
  send: publicWriteProcedure("chat.send")
    .input(chatSendSchema)
    .mutation(async ({ ctx, input }) => {
      await requireRoomInSession(ctx, input.sessionId);
      return withIdempotency(ctx, "chat.send", input, (inner) => store(inner, input.sessionId, "visitor", input.message));
    }),

  /** Produces, stores and returns the assistant's reply to the visitor's message. */
  aiResponse: publicWriteProcedure("chat.aiResponse")
    .input(chatAiResponseSchema)
    .mutation(async ({ ctx, input }) => {
      await requireRoomInSession(ctx, input.sessionId);
      const recent = await ctx.db
        .select({ sender: chatMessages.sender, message: chatMessages.message })
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, input.sessionId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(HISTORY_FOR_REPLY + 1);
      const history: ChatTurn[] = recent.reverse();
      // The visitor's message was stored just before this call; don't send it twice.
      const last = history.at(-1);
      if (last?.sender === "visitor" && last.message === input.message) history.pop();
      const assistant = ctx.assistant ?? builtInAssistant;
      // The reply is in the visitor's language: the page's (x-fh-locale), crisis answer included.
      const { text } = await assistant.reply({ history, message: input.message, business: ctx.business, locale: ctx.request.locale });
      return store(ctx, input.sessionId, "ai", text);
    }),
} satisfies TRPCRouterRecord;
