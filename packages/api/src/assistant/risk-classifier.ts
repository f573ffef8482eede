import type { ChatTurn } from "./index";
import type { OpenAiCompatibleConfig } from "./openai";

/**
 * A second opinion on risk from the configured model, asked alongside its
 * reply when our own detector heard nothing. A model reads new phrasings
 * that no word family holds; our detector never depends on it. Either side
 * saying "risk" wins, and a timeout, an error or an answer that is neither
 * word counts as no opinion: it never lowers what the detector heard.
 */
const INSTRUCTION = [
  "You screen messages sent to the grief-support chat of a funeral home for risk of suicide or self-harm.",
  "Read the last visitor message in the light of the conversation. Answer RISK if it suggests a wish to die, intent, a plan, means at hand, a time set, a goodbye, hopelessness about living, self-harm, feeling a burden, or a loss to suicide; when in doubt, answer RISK.",
  "Grief about someone else's death, funeral and cremation words, planning one's own funeral, and idioms such as 'dying to know' or 'me muero de risa' are SAFE.",
  "The message may be in English, Spanish, Haitian Creole or a mix. Answer with one word: RISK or SAFE.",
].join("\n");

/** How much of the conversation goes with the question: enough to hear a follow-up, bounded cost. */
const CONTEXT_TURNS = 6;

interface CompletionResponse {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/** True for risk, false for safe, null when the model gave no usable answer. */
export async function classifyRisk(
  config: OpenAiCompatibleConfig,
  history: ChatTurn[],
  message: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean | null> {
  const transcript = [...history.slice(-CONTEXT_TURNS), { sender: "visitor" as const, message }]
    .map((turn) => `${turn.sender === "visitor" ? "Visitor" : "Assistant"}: ${turn.message}`)
    .join("\n");
  try {
    const response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        messages: [
          { role: "system", content: INSTRUCTION },
          { role: "user", content: transcript },
        ],
        temperature: 0,
        max_tokens: 5,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      await response.text().catch(() => "");
      return null;
    }
    const content = ((await response.json()) as CompletionResponse).choices?.[0]?.message?.content;
    if (typeof content !== "string") return null;
    const word = content.trim().toUpperCase();
    if (word.startsWith("RISK")) return true;
    if (word.startsWith("SAFE")) return false;
    return null;
  } catch {
    return null;
  }
}
