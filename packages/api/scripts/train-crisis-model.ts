/**
 * Trains the crisis detector's learned reading from the training corpora and
 * writes src/assistant/signals/model-weights.ts. Run after changing a corpus,
 * the features or the word families: `pnpm --filter @fh/api crisis:train`.
 * The unseen corpora are never read here: they measure what it learned.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildModel } from "./crisis-model-build";

const model = buildModel();
const target = fileURLToPath(new URL("../src/assistant/signals/model-weights.ts", import.meta.url));
writeFileSync(target, model.source);
process.stdout.write(`${model.report}\nwrote ${target}\n`);
