import { CHAT_POLL_INTERVAL_MS } from "@fh/validators/site";
import { TRPCClientError } from "@trpc/client";
import { useCallback, useRef, useState } from "react";
import { useSubmissionKeys } from "@fh/client/submission-key";
import { trpc } from "../../lib/trpc";

/** The server no longer has this conversation for this browser (its cookie ended, or the transcript's time ran out). */
function isGone(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "NOT_FOUND";
}

/**
 * The conversation of SPEC §4: it starts with the first message, which first
 * creates the session on the server; from then on the list refreshes every
 * 2000 ms while the panel is open. Sending saves the visitor's message, then
 * asks for the assistant's reply; while that is awaited `awaiting` is true.
 *
 * The server makes the session id and ties it to this browser with an
 * HttpOnly cookie: the widget only keeps the id it was given.
 */
export function useChatConversation(polling: boolean) {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const sessionRef = useRef<string | null>(null);
  const [awaiting, setAwaiting] = useState(false);
  const awaitingRef = useRef(false);
  const [failed, setFailed] = useState(false);

  const utils = trpc.useUtils();
  const { mutateAsync: createSession } = trpc.chat.createSession.useMutation();
  const { mutateAsync: send } = trpc.chat.send.useMutation();
  const { mutateAsync: aiResponse } = trpc.chat.aiResponse.useMutation();
  // A message sent again after a failure keeps its Idempotency-Key: the conversation holds it once.
  const sendKeys = useSubmissionKeys();
  const messages = trpc.chat.messages.useQuery(
    { sessionId: sessionId ?? "" },
    {
      enabled: sessionId !== null,
      refetchInterval: polling ? CHAT_POLL_INTERVAL_MS : false,
    },
  );

  /** Resolves true once the reply has arrived and the list is refreshed. */
  const sendMessage = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      // A double press or a prompt clicked mid-reply never sends twice.
      if (message === "" || awaitingRef.current) return false;
      awaitingRef.current = true;
      setAwaiting(true);
      setFailed(false);
      const start = async () => {
        const { sessionId: id } = await createSession({});
        sessionRef.current = id;
        setSessionId(id);
        return id;
      };
      try {
        let id = sessionRef.current ?? (await start());
        try {
          await send(sendKeys.keyed({ sessionId: id, message, sender: "visitor" }));
        } catch (error) {
          // A conversation the server no longer opens for us: start a new one
          // rather than leave the visitor unable to write.
          if (!isGone(error)) throw error;
          id = await start();
          await send(sendKeys.keyed({ sessionId: id, message, sender: "visitor" }));
        }
        sendKeys.done();
        await utils.chat.messages.invalidate({ sessionId: id });
        await aiResponse({ sessionId: id, message });
        await utils.chat.messages.invalidate({ sessionId: id });
        return true;
      } catch {
        setFailed(true);
        return false;
      } finally {
        awaitingRef.current = false;
        setAwaiting(false);
      }
    },
    [createSession, send, aiResponse, utils, sendKeys],
  );

  return {
    started: sessionId !== null,
    messages: messages.data ?? [],
    awaiting,
    failed,
    sendMessage,
  };
}
