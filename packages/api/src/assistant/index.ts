import type { Business, Locale } from "@fh/validators";
import { assessRisk, crisisLocale, crisisReply, isCrisisReply } from "./crisis";
import { completeChat, type OpenAiCompatibleConfig } from "./openai";
import { classifyRisk } from "./risk-classifier";
import { builtInReply } from "./responder";

export { assessRisk, crisisLocale, crisisReply, isCrisisReply, suggestsSelfHarmRisk, type RiskAssessment, type RiskKind } from "./crisis";
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
  /** The visitor's language (the page's: the request's x-fh-locale or fh_locale); English when absent. */
  locale?: Locale;
}

/** Who wrote a reply: the crisis answer, the endpoint or the built-in responder (for logs and tests). */
export type ReplySource = "crisis" | "endpoint" | "built-in";

/** Writes the chat's replies. */
export interface Assistant {
  reply(request: ReplyRequest): Promise<{ text: string; source: ReplySource }>;
}

export interface AssistantOptions {
  /** The OpenAI-compatible endpoint; null or absent means the built-in responder only. */
  endpoint?: OpenAiCompatibleConfig | null;
  /** Told when the endpoint fails and the built-in responder answers instead. */
  onEndpointError?: (error: unknown) => void;
  fetch?: typeof fetch;
}

/** How far back the conversation is read for an earlier crisis answer. */
const DISCLOSURE_LOOKBACK = 12;

/**
 * The chat's assistant. A message that suggests a risk of suicide or
 * self-harm is answered with our own crisis reply (988 first, and nothing
 * after it about arrangements), and the endpoint is not asked: a model's
 * wording is never what someone in crisis reads. Otherwise the endpoint
 * writes replies when configured; when it fails (timeout, error, nonsense)
 * the built-in responder answers, so a visitor always gets a reply.
 *
 * With an endpoint, the model is also asked, alongside its reply, whether
 * the message suggests risk (risk-classifier.ts): a new phrasing our word
 * families miss still gets the lifeline when the model hears it. Its "no"
 * never overrides our detector's "yes", and its silence changes nothing.
 */
export function createAssistant(options: AssistantOptions = {}): Assistant {
  const { endpoint, onEndpointError } = options;
  return {
    async reply({ history, message, business, locale = "en" }) {
      // After a crisis answer, "I'm going to do it tonight" is a plan, not an errand.
      const afterDisclosure = history
        .slice(-DISCLOSURE_LOOKBACK)
        .some((turn) => turn.sender === "ai" && isCrisisReply(turn.message));
      const risk = assessRisk(message, { afterDisclosure });
      if (risk.risk) {
        return { text: crisisReply({ again: afterDisclosure, locale: crisisLocale(locale, risk.languages) }), source: "crisis" };
      }
      let text: string | null = null;
      let source: ReplySource = "built-in";
      if (endpoint) {
        const [classified, completed] = await Promise.allSettled([
          classifyRisk(endpoint, history, message, options.fetch),
          completeChat(endpoint, business, history, message, options.fetch, locale),
        ]);
        if (classified.status === "fulfilled" && classified.value === true) {
          return { text: crisisReply({ again: afterDisclosure, locale }), source: "crisis" };
        }
        if (completed.status === "fulfilled") {
          text = completed.value;
          source = "endpoint";
        } else {
          onEndpointError?.(completed.reason);
        }
      }
      text ??= builtInReply(message, business, locale);
      return { text, source };
    },
  };
}
