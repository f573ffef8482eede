import type { Business } from "@fh/validators";
import { crisisPreface, suggestsSelfHarmRisk } from "./crisis";
import { completeChat, type OpenAiCompatibleConfig } from "./openai";
import { builtInReply } from "./responder";

export { crisisPreface, suggestsSelfHarmRisk } from "./crisis";
export { builtInReply, matchTopic } from "./responder";
export { systemPrompt, type OpenAiCompatibleConfig } from "./openai";

export interface ChatTurn {
  sender: "visitor" | "ai";
  message: string;
}

export interface ReplyRequest {
  /** Earlier messages of the conversation, oldest first, without `message`. */
  history: ChatTurn[];
  message: string;
  business: Business;
}

/** Writes the chat's replies. */
export interface Assistant {
  /** Which writer answered: "endpoint" or "built-in" (for logs and tests). */
  reply(request: ReplyRequest): Promise<{ text: string; source: "endpoint" | "built-in" }>;
}

export interface AssistantOptions {
  /** The OpenAI-compatible endpoint; null or absent means the built-in responder only. */
  endpoint?: OpenAiCompatibleConfig | null;
  /** Told when the endpoint fails and the built-in responder answers instead. */
  onEndpointError?: (error: unknown) => void;
  fetch?: typeof fetch;
}

/**
 * The chat's assistant. The endpoint writes replies when configured; when it
 * fails (timeout, error, nonsense) the built-in responder answers, so a
 * visitor always gets a reply. Whoever writes it, a message that suggests a
 * risk of suicide or self-harm is answered first with the 988 lifeline.
 */
export function createAssistant(options: AssistantOptions = {}): Assistant {
  const { endpoint, onEndpointError } = options;
  return {
    async reply({ history, message, business }) {
      let text: string | null = null;
      let source: "endpoint" | "built-in" = "built-in";
      if (endpoint) {
        try {
          text = await completeChat(endpoint, business, history, message, options.fetch);
          source = "endpoint";
        } catch (error) {
          onEndpointError?.(error);
        }
      }
      text ??= builtInReply(message, business);
      if (suggestsSelfHarmRisk(message)) text = `${crisisPreface()}\n\n${text}`;
      return { text, source };
    },
  };
}
