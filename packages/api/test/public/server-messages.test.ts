import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hasFieldMessage } from "@fh/i18n/node";
import { CONSULTATION_SLOT_TAKEN_MESSAGE, LOCALES } from "@fh/validators";
import { describe, expect, it } from "vitest";
import { REPEATED_MESSAGE } from "../../src/abuse/guest-book";
import { TOO_MANY_REQUESTS_MESSAGE } from "../../src/abuse/guard";
import { GUEST_BOOK_CLOSED_MESSAGE } from "../../src/routers/guest-book";
import { UPLOAD_QUOTA_MESSAGE, UPLOADS_PAUSED_MESSAGE } from "../../src/storage/quota";
import { PHOTO_TOO_LARGE_MESSAGE, PHOTO_WRONG_TYPE_MESSAGE } from "../../src/storage/upload";
import { UNREADABLE_INPUT_MESSAGE } from "../../src/transformer";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../src/unavailable";

/**
 * Every sentence a public procedure can answer a visitor with has
 * its Spanish and Haitian Creole words (SPEC §8's rate limits, not-found
 * answers, the rules the API checks). The named messages are imported; the
 * rest are found in the public routers' and guards' source (every
 * `message: "…"` and `badInput(…, "…")`), so a new one fails here until it
 * is translated. Staff procedures (routers/admin, auth) stay English.
 */
const src = fileURLToPath(new URL("../../src/", import.meta.url));
const PUBLIC_SOURCES = [
  ...readdirSync(path.join(src, "routers"))
    .filter((f) => f.endsWith(".ts") && f !== "auth.ts")
    .map((f) => path.join(src, "routers", f)),
  ...["abuse", "storage"].flatMap((dir) => readdirSync(path.join(src, dir)).filter((f) => f.endsWith(".ts")).map((f) => path.join(src, dir, f))),
];

function messagesInSource(): string[] {
  const found = new Set<string>();
  for (const file of PUBLIC_SOURCES) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/message: "([^"]+)"/g)) found.add(m[1]!);
    for (const m of text.matchAll(/badInput\("[^"]+", "([^"]+)"/g)) found.add(m[1]!);
    for (const m of text.matchAll(/badInput\("[^"]+", `([^`$]+)\$\{[A-Z_]+\}([^`]*)`/g)) found.add(`${m[1]}1${m[2]}`);
    for (const m of text.matchAll(/badInput\("[^"]+", [^;]*\? "([^"]+)" : "([^"]+)"\)/g)) found.add(m[1]!).add(m[2]!);
    // Refusals of an image, passed on to the visitor as the photo's message.
    for (const m of text.matchAll(/ImageRefused\("([^"]+)"\)/g)) found.add(m[1]!);
    for (const m of text.matchAll(/ImageRefused\(`([^`$]+)\$\{[A-Z_]+\}([^`]*)`\)/g)) found.add(`${m[1]}1${m[2]}`);
  }
  // Never shown as words: an internal 500 is "Internal server error" by then (errors.ts).
  found.delete("Photo storage is not configured");
  return [...found];
}

const named = [
  CONSULTATION_SLOT_TAKEN_MESSAGE,
  REPEATED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  GUEST_BOOK_CLOSED_MESSAGE,
  UPLOAD_QUOTA_MESSAGE,
  UPLOADS_PAUSED_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_WRONG_TYPE_MESSAGE,
  UNREADABLE_INPUT_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  "Internal server error",
];

describe("the public API's own messages in every language", () => {
  const fromSource = messagesInSource();

  it("finds the messages the public procedures throw", () => {
    expect(fromSource).toEqual(
      expect.arrayContaining(["Obituary not found", "Chat session not found", "Choose today or a later date", "The image has too many pixels", "An animated image may have at most 1 frames"]),
    );
  });

  it.each(LOCALES.filter((l) => l !== "en"))("has %s words for each (no silent English)", (locale) => {
    const missing = [...named, ...fromSource].filter((m) => !hasFieldMessage(m, locale));
    expect(missing).toEqual([]);
  });
});
