import { describe, expect, it } from "vitest";
import { assessRisk, riskPatternIds, riskSentences, suggestsSelfHarmRisk, type RiskKind } from "../../src/assistant/crisis";
import { everydayGrief, followUps, riskPhrasings } from "./crisis-corpus";
import { spanishFollowUps, spanishRiskPhrasings } from "./crisis-corpus-es";
import { creoleFollowUps, creoleRiskPhrasings } from "./crisis-corpus-ht";

describe("the crisis corpus", () => {
  it("is large enough to mean something: 150 risk phrasings over every kind, 150 everyday sentences", () => {
    expect(riskPhrasings.length).toBeGreaterThanOrEqual(150);
    expect(everydayGrief.length).toBeGreaterThanOrEqual(150);
    const kinds = new Set(riskPhrasings.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(["goodbye", "hopelessness", "intent", "means", "plan", "self-harm"] satisfies RiskKind[]);
    const all = [...riskPhrasings.map((p) => p.text), ...everydayGrief];
    expect(all.filter((text, i) => all.indexOf(text) !== i), "duplicates").toEqual([]);
  });

  it("hears every risk phrasing (a miss is listed by its text)", () => {
    const missed = riskPhrasings.filter((p) => !suggestsSelfHarmRisk(p.text)).map((p) => `${p.kind}: ${p.text}  [read as: ${riskSentences(p.text).join(" . ")}]`);
    expect(missed).toEqual([]);
  });

  it("gives every everyday sentence its ordinary answer (a false alarm is listed with what it matched)", () => {
    const alarmed = everydayGrief
      .map((text) => ({ text, matched: assessRisk(text).matched }))
      .filter((r) => r.matched.length > 0)
      .map((r) => `${r.text}  [matched ${r.matched.join(" ; ")}]`);
    expect(alarmed).toEqual([]);
  });

  it("has no pattern that no phrasing of the corpus exercises", () => {
    const used = new Set<string>();
    // Every language's corpus (crisis-languages.test.ts checks the Spanish and Haitian Creole ones).
    for (const { text } of [...riskPhrasings, ...spanishRiskPhrasings, ...creoleRiskPhrasings]) {
      for (const id of assessRisk(text).matched) used.add(id);
    }
    for (const { then } of [...followUps, ...spanishFollowUps, ...creoleFollowUps]) {
      for (const id of assessRisk(then, { afterDisclosure: true }).matched) used.add(id);
    }
    expect(riskPatternIds().filter((id) => !used.has(id))).toEqual([]);
  });

  it("hears a follow-up as a plan or a goodbye only after a disclosure in the same conversation", () => {
    for (const { earlier, then } of followUps) {
      expect(suggestsSelfHarmRisk(earlier), earlier).toBe(true);
      expect(suggestsSelfHarmRisk(then), `${then} (alone)`).toBe(false);
      expect(suggestsSelfHarmRisk(then, { afterDisclosure: true }), `${then} (after "${earlier}")`).toBe(true);
    }
  });
});

describe("normalising what was typed", () => {
  it("agrees on case, accents, curly quotes, contractions, stretched letters and misspellings", () => {
    const same = (a: string, b: string) => expect(riskSentences(a), a).toEqual(riskSentences(b));
    same("I’M THINKING OF ENDING IT ALL", "i am thinking of ending it all");
    same("im so tired", "I am so tired");
    same("I'm soooooo tired", "i am so tired");
    same("I can’t", "i cannot");
    same("i caaaan't", "i can not");
    same("I wanna", "i want to");
    same("suiside", "suicide");
    same("kil my self", "kill myself");
    same("Suicídio", "suicidio");
    same("killlll", "kill");
    same("gooood byeeee", "goodbye");
  });

  it("keeps sentences apart, so the end of one is not read with the start of the next", () => {
    expect(riskSentences("I can't. Do this anymore? ok")).toEqual(["i can not", "do this anymore", "ok"]);
    // "I cut myself shaving" does not hide what comes after it.
    expect(suggestsSelfHarmRisk("I cut myself shaving. I want to hurt myself.")).toBe(true);
  });

  it("says which kinds it heard", () => {
    // The phrase patterns hear intent and means; the signal score also names the wish to die.
    expect(assessRisk("I have pills saved up and I want to die").kinds).toEqual(expect.arrayContaining(["intent", "means", "wish"]));
    expect(assessRisk("Funeral planning help")).toEqual({ risk: false, kinds: [], matched: [], languages: [] });
  });
});
