import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { buildModel } from "../../scripts/crisis-model-build";
import { assessRisk } from "../../src/assistant/crisis";
import { signalCueIds } from "../../src/assistant/signals/score";
import { englishCorpus } from "./corpus/en";
import { englishMore } from "./corpus/en-more";
import { englishLong } from "./corpus/en-long";
import { englishUnseen } from "./corpus/en-unseen";
import { englishVoices } from "./corpus/en-voices";
import { spanishCorpus } from "./corpus/es";
import { spanishMore } from "./corpus/es-more";
import { spanishLong } from "./corpus/es-long";
import { spanishUnseen } from "./corpus/es-unseen";
import { spanishVoices } from "./corpus/es-voices";
import { creoleCorpus } from "./corpus/ht";
import { creoleMore } from "./corpus/ht-more";
import { creoleLong } from "./corpus/ht-long";
import { creoleUnseen } from "./corpus/ht-unseen";
import { creoleVoices } from "./corpus/ht-voices";
import type { CorpusSignal, LanguageCorpus } from "./corpus/types";

/**
 * The crisis detector against corpora written apart from its word lists
 * (test/assistant/corpus): several hundred risk messages per language, the
 * way grieving people write, and as many calm ones that use the same words.
 * Recall and false alarms are printed per language. The seen sets widen the
 * word lists and train the learned reading (signals/model.ts), so their
 * figures say little beyond "nothing got worse". The "unseen" sets were
 * written by someone else again and are never read while widening the word
 * lists nor used in training, so their figures say how well the detector
 * generalises; a miss there is not listed, only counted.
 */

const SIGNALS: CorpusSignal[] = ["wish", "intent", "plan", "means", "time", "goodbye", "hopelessness", "self-harm", "burden"];

/** What the corpus must reach; a missed crisis costs far more than a lifeline given to someone calm. */
const MIN_RECALL = 0.95;
const MAX_FALSE_ALARMS = 0.02;
/**
 * On messages never looked at, the detector hears less than on its own
 * corpus: the phrase patterns and word families alone heard about a third,
 * the learned reading lifts that to about three quarters. These floors keep
 * it from getting worse; raise them as it grows, and never widen a family or
 * train on an unseen set.
 */
const MIN_UNSEEN_RECALL = 0.6;
const MAX_UNSEEN_FALSE_ALARMS = 0.05;

/** Each language's corpus and its sets in other voices, read as one. */
const joined = (...sets: LanguageCorpus[]): LanguageCorpus => ({ risk: sets.flatMap((s) => s.risk), calm: sets.flatMap((s) => s.calm) });

/**
 * seen: what the word lists were widened on (and the model trained on);
 * voices: a third set that only trains the model, reported, not held to the
 * floors; unseen: never read, never trained on, short chat messages; long:
 * never read, never trained on either, messages of several sentences in
 * which the risk may be buried in practical talk.
 */
const corpora = [
  { name: "English", seen: joined(englishCorpus, englishMore), voices: englishVoices, unseen: englishUnseen, long: englishLong },
  { name: "Spanish", seen: joined(spanishCorpus, spanishMore), voices: spanishVoices, unseen: spanishUnseen, long: spanishLong },
  { name: "Haitian Creole", seen: joined(creoleCorpus, creoleMore), voices: creoleVoices, unseen: creoleUnseen, long: creoleLong },
];

/** Whether the message is heard, by every reading or by the word-for-word ones alone (phrases and cues). */
const heard = (text: string, readings: "all" | "written"): boolean => {
  const { matched } = assessRisk(text);
  return readings === "all" ? matched.length > 0 : matched.some((id) => !id.startsWith("model:"));
};

function measure(corpus: LanguageCorpus, readings: "all" | "written" = "all") {
  const missed = corpus.risk.filter((r) => !heard(r.text, readings));
  const alarmed = corpus.calm.filter((text) => heard(text, readings));
  return { missed, alarmed, recall: 1 - missed.length / corpus.risk.length, falseAlarms: alarmed.length / corpus.calm.length };
}

const report: string[] = [];
afterAll(() => {
  process.stdout.write(`${["Crisis detector, recall and false alarms:", ...report].join("\n  ")}\n`);
});

describe.each(corpora)("the crisis detector on $name", ({ name, seen, voices, unseen, long }) => {
  it("has a corpus of several hundred risk messages over every signal and as many calm ones", () => {
    expect(seen.risk.length).toBeGreaterThanOrEqual(300);
    expect(seen.calm.length).toBeGreaterThanOrEqual(seen.risk.length);
    for (const signal of SIGNALS) expect(seen.risk.filter((r) => r.signal === signal).length, signal).toBeGreaterThanOrEqual(20);
    const all = [seen, voices, unseen, long].flatMap((set) => [...set.risk.map((r) => r.text), ...set.calm]);
    expect(all.filter((text, i) => all.indexOf(text) !== i), "duplicates").toEqual([]);
  });

  it(`hears at least ${MIN_RECALL * 100}% of risk messages and alarms at most ${MAX_FALSE_ALARMS * 100}% of calm ones (misses and alarms listed)`, () => {
    const { missed, alarmed, recall, falseAlarms } = measure(seen);
    report.push(`${name}: recall ${(recall * 100).toFixed(1)}% (${seen.risk.length - missed.length}/${seen.risk.length}), false alarms ${(falseAlarms * 100).toFixed(1)}% (${alarmed.length}/${seen.calm.length})`);
    if (recall < MIN_RECALL) expect(missed.map((m) => `${m.signal}: ${m.text}`)).toEqual([]);
    if (falseAlarms > MAX_FALSE_ALARMS) expect(alarmed.map((text) => `${text} [${assessRisk(text).matched.join(" ; ")}]`)).toEqual([]);
    const third = measure(voices);
    report.push(`${name}, third set (trains the model only): recall ${(third.recall * 100).toFixed(1)}%, false alarms ${(third.falseAlarms * 100).toFixed(1)}%`);
  });

  it.each([
    ["unseen", unseen],
    ["long, unseen", long],
  ] as const)("generalises to messages never used to widen it nor to train it (%s)", (label, set) => {
    const { recall, falseAlarms, missed, alarmed } = measure(set);
    const written = measure(set, "written");
    report.push(
      `${name}, ${label}: recall ${(recall * 100).toFixed(1)}% (${set.risk.length - missed.length}/${set.risk.length}), false alarms ${(falseAlarms * 100).toFixed(1)}% (${alarmed.length}/${set.calm.length}); ` +
        `phrases and cues alone: recall ${(written.recall * 100).toFixed(1)}%, false alarms ${(written.falseAlarms * 100).toFixed(1)}%`,
    );
    expect(recall).toBeGreaterThanOrEqual(MIN_UNSEEN_RECALL);
    expect(falseAlarms).toBeLessThanOrEqual(MAX_UNSEEN_FALSE_ALARMS);
  });
});

describe("the learned reading", () => {
  it("ships the weights that the training corpora make (run `pnpm --filter @fh/api crisis:train` after changing them)", () => {
    const shipped = readFileSync(new URL("../../src/assistant/signals/model-weights.ts", import.meta.url), "utf8");
    expect(buildModel().source === shipped, "model-weights.ts is stale").toBe(true);
  });

  it("hears a message in wording no phrase or cue holds, and only adds to what they hear", () => {
    const unheardByRules = [...englishUnseen.risk, ...spanishUnseen.risk, ...creoleUnseen.risk].filter((r) => !heard(r.text, "written"));
    expect(unheardByRules.filter((r) => heard(r.text, "all")).length).toBeGreaterThan(unheardByRules.length / 3);
    // An everyday message stays calm, whatever its words.
    expect(assessRisk("what time is the viewing tomorrow?").risk).toBe(false);
    expect(assessRisk("¿cuánto cuesta la cremación directa?").risk).toBe(false);
  });
});

describe("the signal score", () => {
  it("hears a new combination of known signals without its exact phrase", () => {
    // Means and a time, each too weak alone, together reach the lifeline.
    expect(assessRisk("I got the pills").risk).toBe(true);
    expect(assessRisk("after the funeral").risk).toBe(false);
    expect(assessRisk("after the funeral im done").risk).toBe(true);
    expect(assessRisk("ya no aguanto mas, mejor me muero").risk).toBe(true);
    expect(assessRisk("lavi a pa vo anyen pou mwen anko").risk).toBe(true);
    expect(assessRisk("pito m mouri").risk).toBe(true);
  });

  it("answers in the language the message was said in", () => {
    expect(assessRisk("quisiera estar muerta").languages).toEqual(["es"]);
    expect(assessRisk("pito m mouri").languages).toEqual(["ht"]);
    expect(assessRisk("no reason to keep living").languages).toEqual(["en"]);
  });

  it("has no cue that no risk message of the corpus exercises", () => {
    const used = new Set<string>();
    for (const { seen, unseen } of corpora) for (const { text } of [...seen.risk, ...unseen.risk]) for (const id of assessRisk(text).matched) used.add(id);
    expect(signalCueIds().filter((id) => !used.has(id))).toEqual([]);
  });
});
