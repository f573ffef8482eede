import { useRef } from "react";

/**
 * The Idempotency-Key of each form submission (the server stores a write
 * once per key: packages/api/src/abuse/idempotency.ts). A form marks what it
 * sends with `keyed`; the tRPC link (./trpc.ts) sends the mark as the header.
 *
 * Sending the same words again after a failure (a 503 while the database came
 * back, a lost connection) reuses the key, so a message the server did store
 * is answered from the first time instead of stored twice. Once an answer
 * came back (`done`), or when the words change, the next send is a new
 * submission with a new key.
 */
const marks = new WeakMap<object, string>();

/** The key a marked input goes with, if a form marked it. */
export function submissionKeyOf(input: unknown): string | undefined {
  return typeof input === "object" && input !== null ? marks.get(input) : undefined;
}

/** 128 random bits; crypto.randomUUID exists only on https pages and localhost. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface SubmissionKeys {
  /** `input`, marked with its submission's key: the last one while the same input is sent again. */
  keyed: <T extends object>(input: T) => T;
  /** The submission got its answer: the next one is new. */
  done: () => void;
}

/** Keys for one form (the same words, in order, give the same JSON). */
export function submissionKeys(): SubmissionKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyed: (input) => {
      const body = JSON.stringify(input);
      if (last?.body !== body) last = { body, key: newSubmissionKey() };
      marks.set(input, last.key);
      return input;
    },
    done: () => {
      last = null;
    },
  };
}

/** One form's submission keys, kept across renders. */
export function useSubmissionKeys(): SubmissionKeys {
  const keys = useRef<SubmissionKeys | null>(null);
  keys.current ??= submissionKeys();
  return keys.current;
}
