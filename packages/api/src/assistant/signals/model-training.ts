import { FEATURE_BITS } from "./model-features";

/**
 * Logistic regression over hashed features, trained by stochastic gradient
 * descent in a fixed order (a seeded shuffle), so the same corpus always makes
 * the same weights. Used by scripts/train-crisis-model.ts and by the test that
 * checks the shipped weights are the ones the corpus makes.
 */
export interface Example {
  features: number[];
  risk: boolean;
}

export interface TrainedModel {
  weights: Float64Array;
  bias: number;
}

export const TRAINING = { epochs: 20, rate: 0.5, l2: 3e-4, seed: 20261126 };

/** Mulberry32: a small seeded generator, for a shuffle that repeats. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The raw score of a message: positive leans to risk. */
export function rawScore(weights: ArrayLike<number>, bias: number, features: readonly number[]): number {
  if (features.length === 0) return bias;
  let sum = 0;
  for (const f of features) sum += weights[f]!;
  return sum / Math.sqrt(features.length) + bias;
}

export function train(examples: readonly Example[], options = TRAINING): TrainedModel {
  const weights = new Float64Array(1 << FEATURE_BITS);
  let bias = 0;
  const next = random(options.seed);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const { features, risk } = examples[index]!;
      if (features.length === 0) continue;
      const p = 1 / (1 + Math.exp(-rawScore(weights, bias, features)));
      const gradient = p - (risk ? 1 : 0);
      const norm = Math.sqrt(features.length);
      for (const f of features) weights[f]! -= options.rate * (gradient / norm + options.l2 * weights[f]!);
      bias -= options.rate * gradient * 0.1;
    }
  }
  return { weights, bias };
}
