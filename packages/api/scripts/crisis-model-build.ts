import { deflateRawSync } from "node:zlib";
import { riskSentences } from "../src/assistant/crisis";
import { messageFeatures } from "../src/assistant/signals/model-features";
import { rawScore, train, TRAINING, type Example } from "../src/assistant/signals/model-training";
import { englishCorpus } from "../test/assistant/corpus/en";
import { englishMore } from "../test/assistant/corpus/en-more";
import { englishVoices } from "../test/assistant/corpus/en-voices";
import { spanishCorpus } from "../test/assistant/corpus/es";
import { spanishMore } from "../test/assistant/corpus/es-more";
import { spanishVoices } from "../test/assistant/corpus/es-voices";
import { creoleCorpus } from "../test/assistant/corpus/ht";
import { creoleMore } from "../test/assistant/corpus/ht-more";
import { creoleVoices } from "../test/assistant/corpus/ht-voices";
import { chatTurns } from "../test/assistant/corpus/chat-turns";
import type { LanguageCorpus } from "../test/assistant/corpus/types";
import { everydayGrief, followUps, riskPhrasings } from "../test/assistant/crisis-corpus";
import { spanishEverydayGrief, spanishFollowUps, spanishRiskPhrasings } from "../test/assistant/crisis-corpus-es";
import { creoleEverydayGrief, creoleFollowUps, creoleRiskPhrasings } from "../test/assistant/crisis-corpus-ht";

/**
 * Builds the learned reading's weights from the training corpora (never the
 * unseen ones): five-fold cross-validation picks the score above which a
 * message counts as risk, so that about TARGET_FALSE_ALARMS of calm messages
 * the model has not seen would alarm; then the model is trained on everything
 * and its weights quantised to one byte each and compressed into a module.
 */
/**
 * The phrase patterns' own examples count too, and the everyday turns of a chat. A follow-up such as "I'm going
 * to do it tonight" is risk only after a disclosure, which the model cannot
 * know: alone it is calm, and the disclosure before it is risk.
 */
const phraseExamples: LanguageCorpus = {
  risk: [...riskPhrasings, ...spanishRiskPhrasings, ...creoleRiskPhrasings, ...[...followUps, ...spanishFollowUps, ...creoleFollowUps].map((f) => ({ kind: "wish", text: f.earlier }))].map(({ text }) => ({ text, signal: "wish" as const })),
  calm: [...everydayGrief, ...spanishEverydayGrief, ...creoleEverydayGrief, ...[...followUps, ...spanishFollowUps, ...creoleFollowUps].map((f) => f.then), ...chatTurns],
};

export const TRAINING_CORPORA: readonly LanguageCorpus[] = [
  englishCorpus,
  englishMore,
  englishVoices,
  spanishCorpus,
  spanishMore,
  spanishVoices,
  creoleCorpus,
  creoleMore,
  creoleVoices,
  phraseExamples,
];

/** The share of calm messages allowed to alarm through the model alone, estimated by cross-validation. */
export const TARGET_FALSE_ALARMS = 0.025;
const FOLDS = 5;

export function examplesOf(corpora: readonly LanguageCorpus[]): Example[] {
  return corpora.flatMap((corpus) => [
    ...corpus.risk.map((r) => ({ features: messageFeatures(riskSentences(r.text)), risk: true })),
    ...corpus.calm.map((text) => ({ features: messageFeatures(riskSentences(text)), risk: false })),
  ]);
}

export function buildModel(corpora: readonly LanguageCorpus[] = TRAINING_CORPORA): { source: string; report: string } {
  const examples = examplesOf(corpora);
  // Out-of-fold scores: each example scored by a model that never saw it.
  const outOfFold = new Float64Array(examples.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const held = (i: number) => i % FOLDS === fold;
    const model = train(examples.filter((_, i) => !held(i)));
    examples.forEach((example, i) => {
      if (held(i)) outOfFold[i] = rawScore(model.weights, model.bias, example.features);
    });
  }
  const calm = examples.flatMap((e, i) => (e.risk ? [] : [outOfFold[i]!])).sort((a, b) => a - b);
  const threshold = calm[Math.min(calm.length - 1, Math.ceil(calm.length * (1 - TARGET_FALSE_ALARMS)))]!;
  const risk = examples.flatMap((e, i) => (e.risk ? [outOfFold[i]!] : []));
  const recall = risk.filter((s) => s > threshold).length / risk.length;
  const falseAlarms = calm.filter((s) => s > threshold).length / calm.length;

  const { weights, bias } = train(examples);
  const largest = weights.reduce((max, w) => Math.max(max, Math.abs(w)), 0);
  const scale = largest / 127;
  const bytes = Int8Array.from(weights, (w) => Math.round(w / scale));
  const packed = deflateRawSync(new Uint8Array(bytes.buffer), { level: 9 }).toString("base64");
  const round = (n: number) => Number(n.toPrecision(8));
  const source = [
    "// Made by `pnpm --filter @fh/api crisis:train` (scripts/train-crisis-model.ts) from the training corpora; do not edit.",
    "// The crisis detector's learned reading: one signed byte per feature bucket, times SCALE, compressed (deflate, base64).",
    `export const SCALE = ${round(scale)};`,
    `export const BIAS = ${round(bias)};`,
    `export const THRESHOLD = ${round(threshold)};`,
    `export const WEIGHTS = "${packed}";`,
    "",
  ].join("\n");
  const report = [
    `${examples.length} training messages (${risk.length} risk, ${calm.length} calm), ${TRAINING.epochs} epochs`,
    `cross-validated: recall ${(recall * 100).toFixed(1)}%, false alarms ${(falseAlarms * 100).toFixed(1)}% at score > ${round(threshold)}`,
    `weights: ${bytes.filter((b) => b !== 0).length} buckets in use, ${packed.length} characters packed`,
  ].join("\n");
  return { source, report };
}
