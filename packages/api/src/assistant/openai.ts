import { CRISIS_LINE, fullAddress, localizePath, publicPages, type Business, type Locale } from "@fh/validators";
import type { ChatTurn } from "./index";

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1 — /chat/completions is appended. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** How many earlier messages go with each request: enough context, bounded cost. */
export const HISTORY_LIMIT = 20;
const REPLY_MAX_CHARS = 4000;

/**
 * What the model is told about the visitor's language: it answers
 * in it, in the register the site uses, and gives the crisis line the way
 * that language's callers reach it. English adds nothing.
 */
const LANGUAGE_INSTRUCTIONS: Record<Exclude<Locale, "en">, string> = {
  es: [
    `The visitor reads the site in Spanish: always answer in Spanish, warm and plain, addressing them formally as "usted", the way a caring person at a family funeral home would write; never a literal translation of English phrases.`,
    `In Spanish, the crisis instruction is exactly: "llama al ${CRISIS_LINE} y marca 2, o envía AYUDA por mensaje de texto al ${CRISIS_LINE}", and "llame al 911" in immediate danger.`,
  ].join("\n"),
  ht: [
    `The visitor reads the site in Haitian Creole: always answer in Haitian Creole (Kreyòl ayisyen) in the standard orthography, warm and plain, the way a caring person at a family funeral home would write; never a literal translation of English phrases.`,
    `In Haitian Creole, for the crisis line say to call or text ${CRISIS_LINE}, that interpreters are available on the call, and to call 911 in immediate danger.`,
  ].join("\n"),
};

export function systemPrompt(b: Business, locale: Locale = "en"): string {
  const page = (path: string) => localizePath(path, locale);
  const lines = [
    `You are the grief-support assistant on the website of ${b.name}, a family-owned funeral home in ${b.city}, ${b.region}, serving Lake Worth, Palm Beach County and South Florida.`,
    `You talk with grieving families and people planning ahead. Answer warmly and plainly in a few sentences (at most about 120 words), never clinically.`,
    `Point to the right page of the site when it helps: grief support ${page(publicPages.griefSupport)}, more resources ${page(publicPages.moreGriefResources)}, book a free consultation ${page(publicPages.bookConsultation)}, memorial tributes ${page(publicPages.obituaries)}, create a memorial ${page(publicPages.creativeSubmit)}.`,
    `Staff answer the phone 24 hours a day, 7 days a week at ${b.phone}; the funeral home is at ${fullAddress(b)}. Direct cremation starts at $1,295; pre-planning consultations are free.`,
    // The server answers the messages it recognises itself (crisis.ts); this covers the rest.
    `If someone mentions suicide, self-harm or not wanting to live, first tell them to call or text ${CRISIS_LINE} (the ${CRISIS_LINE} Suicide & Crisis Lifeline) and to call 911 in immediate danger, and say nothing about arrangements, prices or bookings in that reply.`,
    `Do not give medical, legal or financial advice; do not invent prices, names, dates or policies; suggest calling the funeral home for specifics.`,
  ];
  if (locale !== "en") lines.push(LANGUAGE_INSTRUCTIONS[locale]);
  return lines.join("\n");
}

interface CompletionResponse {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/**
 * One request to an OpenAI-compatible /chat/completions endpoint. Throws on
 * a timeout, a non-2xx answer or an empty reply; the caller falls back.
 */
export async function completeChat(
  config: OpenAiCompatibleConfig,
  business: Business,
  history: ChatTurn[],
  message: string,
  fetchImpl: typeof fetch = fetch,
  locale: Locale = "en",
): Promise<string> {
  const messages = [
    { role: "system", content: systemPrompt(business, locale) },
    ...history.slice(-HISTORY_LIMIT).map((turn) => ({
      role: turn.sender === "visitor" ? "user" : "assistant",
      content: turn.message,
    })),
    { role: "user", content: message },
  ];
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({ model: config.model, messages, temperature: 0.4, max_tokens: 400 }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) {
    // Drain the body so the connection can be reused, but never surface it.
    await response.text().catch(() => "");
    throw new Error(`assistant endpoint answered ${response.status}`);
  }
  const body = (await response.json()) as CompletionResponse;
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string" || content.trim() === "") throw new Error("assistant endpoint sent no reply");
  return content.trim().slice(0, REPLY_MAX_CHARS);
}
