import { padded } from "../phrase-pattern";
import { FAMILY_PATTERNS } from "./score";

/**
 * What the learned reading (model.ts) looks at in a message: its normalised
 * sentences as words, word pairs and triples, pieces of words (so a typo or
 * another ending still shares most of its pieces), and which word families of
 * the cue lists each sentence holds, alone and in pairs ("en:WANT+en:DIE").
 * The training script (scripts/train-crisis-model.ts) and the server read a
 * message through this one function, so they cannot drift apart.
 */

/** Buckets of the hashed feature table: 2^17 keeps collisions rare at this vocabulary. */
export const FEATURE_BITS = 17;
const MASK = (1 << FEATURE_BITS) - 1;

/** FNV-1a over the string's UTF-16 units: fast, stable across runs and machines. */
function bucket(feature: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & MASK;
}

/** The distinct feature buckets of a message's normalised sentences (see riskSentences). */
export function messageFeatures(sentences: readonly string[]): number[] {
  const features = new Set<string>();
  for (const sentence of sentences) {
    const words = sentence.split(" ").filter((w) => w !== "" && w !== ".");
    words.forEach((word, i) => {
      features.add(`w:${word}`);
      if (i + 1 < words.length) features.add(`b:${word}_${words[i + 1]}`);
      if (i + 2 < words.length) features.add(`t:${word}_${words[i + 1]}_${words[i + 2]}`);
      const marked = `<${word}>`;
      for (let n = 3; n <= 5; n++) {
        for (let start = 0; start + n <= marked.length; start++) features.add(`c:${marked.slice(start, start + n)}`);
      }
    });
    const text = padded(words.join(" "));
    const families = FAMILY_PATTERNS.filter((family) => family.regex.test(text)).map((family) => family.id);
    families.forEach((family, i) => {
      features.add(`f:${family}`);
      for (const other of families.slice(i + 1)) features.add(`p:${family}+${other}`);
    });
  }
  return [...new Set([...features].map(bucket))];
}
