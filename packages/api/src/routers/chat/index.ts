import { chatMessages, chatSessions } from "@fh/db";
import { chatAiResponseSchema, chatSendSchema, chatSessionSchema } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { count, desc, eq } from "drizzle-orm";
import { publicWriteProcedure } from "../../abuse/guard";
import { createAssistant, type ChatTurn } from "../../assistant";
import type { Context } from "../../context";
import { createTRPCRouter, publicProcedure } from "../../trpc";

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

async function requireRoomInSession(ctx: Context, sessionId: string): Promise<void> {
  const [session] = await ctx.db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.sessionId, sessionId));
  if (!session) throw new TRPCError({ code: "NOT_FOUND", message: "Chat session not found" });
  const [used] = await ctx.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
  if ((used?.n ?? 0) >= MAX_MESSAGES_PER_SESSION) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: "This conversation is full; please start a new one" });
  }
}

async function store(ctx: Context, sessionId: string, sender: "visitor" | "ai", message: string) {
  const [row] = await ctx.db.insert(chatMessages).values({ sessionId, sender, message }).returning(messageColumns);
  if (!row) throw new Error("chat message insert returned nothing");
  return row;
}

export const chatRouter = createTRPCRouter({
  /** Starts a conversation; the same sessionId again answers the existing one. */
  createSession: publicWriteProcedure("chat.createSession")
    .input(chatSessionSchema)
    .mutation(async ({ ctx, input }) => {
      const columns = { sessionId: chatSessions.sessionId, status: chatSessions.status, createdAt: chatSessions.createdAt };
      const [created] = await ctx.db
        .insert(chatSessions)
        .values({ sessionId: input.sessionId })
        .onConflictDoNothing()
        .returning(columns);
      if (created) return { ...created, created: true };
      const [existing] = await ctx.db.select(columns).from(chatSessions).where(eq(chatSessions.sessionId, input.sessionId));
      if (!existing) throw new Error("chat session vanished");
      return { ...existing, created: false };
    }),

  /** The conversation, oldest first. An unknown session has no messages. */
  messages: publicProcedure.input(chatSessionSchema).query(async ({ ctx, input }) => {
    const latest = await ctx.db
      .select(messageColumns)
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, input.sessionId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(MAX_MESSAGES_PER_SESSION);
    return latest.reverse();
  }),

  /** Stores the visitor's message. */
  send: publicWriteProcedure("chat.send")
    .input(chatSendSchema)
    .mutation(async ({ ctx, input }) => {
      await requireRoomInSession(ctx, input.sessionId);
      return store(ctx, input.sessionId, "visitor", input.message);
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
      const { text } = await assistant.reply({ history, message: input.message, business: ctx.business });
      return store(ctx, input.sessionId, "ai", text);
    }),
});
