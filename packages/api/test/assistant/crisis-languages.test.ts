import { defaultBusiness } from "@fh/validators";
import { describe, expect, it } from "vitest";
import { assessRisk, builtInReply, createAssistant, crisisLocale, crisisReply, isCrisisReply, matchTopic, systemPrompt } from "../../src/assistant";
import { riskSentences } from "../../src/assistant/crisis";
import { creoleEverydayGrief, creoleFollowUps, creoleRiskPhrasings } from "./crisis-corpus-ht";
import { spanishEverydayGrief, spanishFollowUps, spanishRiskPhrasings } from "./crisis-corpus-es";
import { everydayGrief, riskPhrasings } from "./crisis-corpus";

const SPANISH_LIFELINE = "llama al 988 y marca 2, o envía AYUDA por mensaje de texto al 988";

const corpora = [
  { locale: "es" as const, name: "Spanish", risk: spanishRiskPhrasings, everyday: spanishEverydayGrief, followUps: spanishFollowUps },
  { locale: "ht" as const, name: "Haitian Creole", risk: creoleRiskPhrasings, everyday: creoleEverydayGrief, followUps: creoleFollowUps },
];

describe.each(corpora)("the crisis detector in $name", ({ locale, risk, everyday, followUps }) => {
  it("has phrasings of every kind and enough everyday sentences", () => {
    expect(new Set(risk.map((p) => p.kind)).size).toBe(6);
    expect(everyday.length).toBeGreaterThanOrEqual(20);
  });

  it("hears every risk phrasing, in its own language (a miss is listed by its text)", () => {
    const missed = risk
      .filter((p) => !assessRisk(p.text).languages.includes(locale))
      .map((p) => `${p.kind}: ${p.text}  [read as: ${riskSentences(p.text).join(" . ")}; heard ${assessRisk(p.text).matched.join(" ; ")}]`);
    expect(missed).toEqual([]);
  });

  it("hears each phrasing as the kind it is", () => {
    const wrong = risk.filter((p) => !assessRisk(p.text).kinds.includes(p.kind)).map((p) => `${p.kind}: ${p.text} [heard ${assessRisk(p.text).kinds.join(", ")}]`);
    expect(wrong).toEqual([]);
  });

  it("reads accents or none alike", () => {
    for (const { text } of risk) {
      const bare = text.normalize("NFKD").replace(/\p{M}/gu, "");
      expect(assessRisk(bare).risk, bare).toBe(true);
    }
  });

  it("gives every everyday sentence its ordinary answer (a false alarm is listed with what it matched)", () => {
    const alarmed = everyday
      .map((text) => ({ text, matched: assessRisk(text).matched }))
      .filter((r) => r.matched.length > 0)
      .map((r) => `${r.text}  [matched ${r.matched.join(" ; ")}]`);
    expect(alarmed).toEqual([]);
  });

  it("hears a follow-up as a plan only after a disclosure", () => {
    for (const { earlier, then } of followUps) {
      expect(assessRisk(earlier).risk, earlier).toBe(true);
      expect(assessRisk(then).risk, `${then} (alone)`).toBe(false);
      expect(assessRisk(then, { afterDisclosure: true }).risk, `${then} (after "${earlier}")`).toBe(true);
    }
  });
});

describe("the languages do not hear each other", () => {
  it("no English phrasing or everyday sentence is heard as Spanish or Haitian Creole", () => {
    const english = [...riskPhrasings.map((p) => p.text), ...everydayGrief].filter((t) => /^[\x20-\x7e’‘]*$/.test(t) && !/quiero|puedo|aguanto|vida|mwen|tèt| m /i.test(t));
    const crossed = english.filter((t) => assessRisk(t).languages.some((l) => l !== "en"));
    expect(crossed).toEqual([]);
  });
});

/** The crisis answer's shape in every language: 988 in the first paragraph, 911 next, then the grief-support page; nothing about arrangements. */
function expectCrisisShape(text: string, griefPage: string) {
  const [first, second, third] = text.split("\n\n");
  expect(first).toContain("988");
  expect(second).toContain("911");
  expect(third).toContain(griefPage);
  for (const planning of ["/book-consultation", "/obituaries", "$", defaultBusiness.phone]) expect(text).not.toContain(planning);
}

describe("the crisis answer in the visitor's language", () => {
  it("English is exactly as before", () => {
    const text = crisisReply();
    expect(text.split("\n")[0]).toMatch(/^I'm so sorry you're hurting this much, and I'm glad you told me\. Please call 988 or text 988 right now/);
    expectCrisisShape(text, "(/grief-support)");
  });

  it("Spanish gives the Lifeline's Spanish instruction in the first paragraph, 911 next", () => {
    const text = crisisReply({ locale: "es" });
    const [first] = text.split("\n\n");
    expect(first).toContain(SPANISH_LIFELINE);
    expect(text).toContain("llame al 911");
    expectCrisisShape(text, "(/es/grief-support)");
  });

  it("Haitian Creole gives 988, the interpreters on the call and 911", () => {
    const text = crisisReply({ locale: "ht" });
    const [first, second] = text.split("\n\n");
    expect(first).toMatch(/rele 988 oswa voye yon tèks bay 988/);
    expect(first).toMatch(/entèprèt/);
    expect(second).toMatch(/rele 911/);
    expectCrisisShape(text, "(/ht/grief-support)");
  });

  it("recognises its own earlier answer in every language", () => {
    for (const locale of ["en", "es", "ht"] as const) {
      expect(isCrisisReply(crisisReply({ locale }))).toBe(true);
      expect(isCrisisReply(crisisReply({ locale, again: true }))).toBe(true);
    }
    expect(isCrisisReply(builtInReply("hola", defaultBusiness, "es"))).toBe(false);
  });

  it("answers in the language the message was heard in when the page's is another", () => {
    expect(crisisLocale("en", ["es"])).toBe("es");
    expect(crisisLocale("en", ["en", "es"])).toBe("es");
    expect(crisisLocale("es", ["en"])).toBe("es");
    expect(crisisLocale("es", ["ht"])).toBe("ht");
    expect(crisisLocale("ht", ["en", "ht"])).toBe("ht");
    expect(crisisLocale("en", ["en"])).toBe("en");
  });
});

describe("the assistant in the visitor's language", () => {
  const assistant = createAssistant();
  const ask = (message: string, locale: "en" | "es" | "ht", history: Array<{ sender: "visitor" | "ai"; message: string }> = []) =>
    assistant.reply({ history, message, business: defaultBusiness, locale });

  it("answers a Spanish crisis message first with 988, in Spanish, on any page", async () => {
    for (const page of ["es", "en"] as const) {
      const reply = await ask("Me quiero morir", page);
      expect(reply.source).toBe("crisis");
      expect(reply.text.split("\n\n")[0]).toContain(SPANISH_LIFELINE);
    }
  });

  it("answers a Haitian Creole crisis message with 988 and interpreters, in Creole", async () => {
    const reply = await ask("Mwen vle touye tèt mwen", "ht");
    expect(reply.source).toBe("crisis");
    expect(reply.text).toBe(crisisReply({ locale: "ht" }));
    expect((await ask("m anvi mouri", "en")).text).toBe(crisisReply({ locale: "ht" }));
  });

  it("after a Spanish crisis answer, hears 'lo voy a hacer esta noche' as a plan and answers again in Spanish", async () => {
    const first = await ask("No quiero vivir más", "es");
    const again = await ask("Lo voy a hacer esta noche", "es", [
      { sender: "visitor", message: "No quiero vivir más" },
      { sender: "ai", message: first.text },
    ]);
    expect(again.text).toBe(crisisReply({ locale: "es", again: true }));
  });

  it("answers everyday grief in the page's language, not with the crisis line", async () => {
    const es = await ask("extraño a mi mamá", "es");
    expect(es.source).toBe("built-in");
    expect(es.text).toMatch(/Lamento mucho su pérdida/);
    expect(es.text).toContain("/es/grief-support");
    expect(es.text).toContain(defaultBusiness.phone);
    const ht = await ask("mwen sonje manman m", "ht");
    expect(ht.source).toBe("built-in");
    expect(ht.text).toMatch(/Mwen regrèt anpil pou pèt ou a/);
    expect(ht.text).toContain("/ht/grief-support");
  });

  it("finds the topic of a Spanish or Creole message and answers it in that page's words", () => {
    expect(matchTopic("¿Cuánto cuesta una cremación?")).toBe("cremation");
    expect(matchTopic("Konbyen yon kremasyon koute?")).toBe("cremation");
    expect(matchTopic("Mi papá falleció anoche, ¿qué hago ahora?")).toBe("immediate-assistance");
    expect(matchTopic("M pa ka dòmi")).toBe("sleep");
    expect(matchTopic("Quiero una cita")).toBe("consultation");
    expect(builtInReply("¿Cuánto cuesta una cremación?", defaultBusiness, "es")).toMatch(/^La cremación puede ser/);
    expect(builtInReply("Konbyen yon kremasyon koute?", defaultBusiness, "ht")).toMatch(/^Kremasyon an ka senp/);
    // English answers stay the product's words.
    expect(builtInReply("How much does cremation cost?", defaultBusiness)).toMatch(/^Cremation can be as simple/);
  });

  it("tells the model to answer in the visitor's language; English's prompt is unchanged", () => {
    const en = systemPrompt(defaultBusiness);
    expect(en).not.toMatch(/Spanish|Creole/);
    expect(systemPrompt(defaultBusiness, "en")).toBe(en);
    const es = systemPrompt(defaultBusiness, "es");
    expect(es).toMatch(/answer in Spanish/);
    expect(es).toContain("usted");
    expect(es).toContain(SPANISH_LIFELINE);
    expect(es).toContain("/es/grief-support");
    const ht = systemPrompt(defaultBusiness, "ht");
    expect(ht).toMatch(/answer in Haitian Creole/);
    expect(ht).toMatch(/interpreters/);
  });

  it("asks the model in the visitor's language, and answers in it when the model fails", async () => {
    const sent: Array<{ role: string; content: string }[]> = [];
    const endpoint = { baseUrl: "https://model.example/v1", apiKey: "k", model: "m", timeoutMs: 1000 };
    const answering = createAssistant({
      endpoint,
      fetch: (async (_url: string, init: { body: string }) => {
        sent.push((JSON.parse(init.body) as { messages: Array<{ role: string; content: string }> }).messages);
        return new Response(JSON.stringify({ choices: [{ message: { content: "Con gusto le ayudo." } }] }), { status: 200 });
      }) as unknown as typeof fetch,
    });
    const reply = await answering.reply({ history: [], message: "¿Qué hago ahora?", business: defaultBusiness, locale: "es" });
    expect(reply).toEqual({ text: "Con gusto le ayudo.", source: "endpoint" });
    // The request for a reply, not the one asking the model's opinion on risk.
    const replyRequest = sent.find((messages) => !messages[0]!.content.startsWith("You screen messages"));
    expect(replyRequest?.[0]?.content).toContain("always answer in Spanish");

    const failing = createAssistant({
      endpoint,
      onEndpointError: () => {},
      fetch: (async () => new Response("down", { status: 503 })) as unknown as typeof fetch,
    });
    const fallback = await failing.reply({ history: [], message: "Mwen sonje manman m", business: defaultBusiness, locale: "ht" });
    expect(fallback.source).toBe("built-in");
    expect(fallback.text).toMatch(/^Mwen regrèt anpil pou pèt ou a/);
  });
});
