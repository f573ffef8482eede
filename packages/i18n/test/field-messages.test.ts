import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  chatAiResponseSchema,
  chatSendSchema,
  chatSessionCreateSchema,
  consultationBookSchema,
  consultationSlotsInput,
  contactSendSchema,
  enhancedObituaryFormSchema,
  guestBookAddSchema,
  guestBookReportSchema,
  obituarySubmitSchema,
} from "@fh/validators";
import { LOCALES } from "@fh/validators/locale";
import { hasFieldMessage, translateFieldMessage, translateServerMessage } from "../src/node";

/**
 * Every message a public form can produce, found the way a visitor finds
 * them: by sending each field of each public schema every kind of bad value
 * (missing, blank, the wrong type, too long, a NUL, two lines, a bad shape)
 * and keeping each message the schemas answer. A message added to a schema
 * later shows up here without anyone listing it.
 */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  "",
  "   ",
  42,
  -3,
  1.5,
  1e12,
  true,
  {},
  "a\u0000b",
  "two\nlines",
  "not-an-email",
  "2025-02-30",
  "25:99",
  "javascript:alert(1)",
  "bad id!",
  ...[11, 21, 31, 41, 81, 101, 201, 255, 301, 1001, 2001, 5001, 15_001, 20_001].map((n) => "x".repeat(n)),
  "short",
];

const validObituary = {
  firstName: "Rose",
  lastName: "Pierre",
  dateOfBirth: "1940-05-01",
  dateOfDeath: "2025-05-01",
  biography: "A long and loving life.",
  submitterName: "Marie Pierre",
  submitterEmail: "marie@example.com",
};

const PUBLIC_FORMS: Array<{ schema: z.ZodType; valid: Record<string, unknown> }> = [
  { schema: obituarySubmitSchema, valid: validObituary },
  { schema: enhancedObituaryFormSchema, valid: validObituary },
  { schema: guestBookAddSchema, valid: { obituaryId: 1, authorName: "Ana", message: "With love" } },
  { schema: guestBookReportSchema, valid: { entryId: 1 } },
  {
    schema: consultationBookSchema,
    valid: {
      firstName: "Ana",
      lastName: "Diaz",
      email: "ana@example.com",
      phone: "561-555-0100",
      appointmentDate: "2030-01-02",
      appointmentTime: "10:00 AM",
      consultationType: "in-person",
      serviceInterest: "traditional-funeral",
    },
  },
  { schema: consultationSlotsInput, valid: { date: "2030-01-02" } },
  { schema: contactSendSchema, valid: { name: "Ana", email: "ana@example.com", message: "Hello" } },
  { schema: chatSessionCreateSchema, valid: {} },
  { schema: chatSendSchema, valid: { sessionId: "abc", message: "Hello", sender: "visitor" } },
  { schema: chatAiResponseSchema, valid: { sessionId: "abc", message: "Hello" } },
];

function fieldsOf(schema: z.ZodType, valid: Record<string, unknown>): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown>; def?: { shape?: Record<string, unknown> } }).shape;
  return [...new Set([...Object.keys(shape ?? {}), ...Object.keys(valid)])];
}

function publicFormMessages(): Set<string> {
  const messages = new Set<string>();
  for (const { schema, valid } of PUBLIC_FORMS) {
    const fields = fieldsOf(schema, valid);
    for (const field of fields) {
      for (const bad of BAD_VALUES) {
        const result = schema.safeParse({ ...valid, [field]: bad });
        if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
      }
    }
    // The rules across fields (death before birth).
    const swapped = schema.safeParse({ ...valid, dateOfBirth: "2025-05-01", dateOfDeath: "1940-05-01" });
    if (!swapped.success) for (const issue of swapped.error.issues) messages.add(issue.message);
    const empty = schema.safeParse({});
    if (!empty.success) for (const issue of empty.error.issues) messages.add(issue.message);
  }
  return messages;
}

const translated = LOCALES.filter((l) => l !== "en");

describe("public form messages in every language", () => {
  const messages = [...publicFormMessages()];

  it("finds the messages the forms can produce", () => {
    // The enumeration itself works: SPEC §5's words are among them.
    expect(messages).toEqual(
      expect.arrayContaining([
        "Required",
        "Invalid email",
        "Must be at most 100 characters",
        "Date of death cannot be before date of birth",
        "Biography must be at least 10 characters",
        "Choose one of the available times",
        "Message cannot be empty",
      ]),
    );
    expect(messages.length).toBeGreaterThan(25);
  });

  it.each(translated)("has a %s translation of every one (no silent English)", (locale) => {
    const missing = messages.filter((m) => !hasFieldMessage(m, locale));
    expect(missing).toEqual([]);
  });

  it("keeps the number of a parameterised message", () => {
    expect(translateFieldMessage("Must be at most 200 characters", "es")).toBe("Debe tener como máximo 200 caracteres");
    expect(translateFieldMessage("Must be at most 5000 characters", "ht")).toBe("Li pa dwe depase 5000 karaktè");
    expect(translateFieldMessage("Biography must be at least 10 characters", "es")).toBe(
      "La biografía debe tener al menos 10 caracteres",
    );
  });

  it("answers English exactly as written", () => {
    for (const message of messages) expect(translateFieldMessage(message, "en")).toBe(message);
  });

  it("translates a server answer naming its field, keeping the field's name", () => {
    expect(translateServerMessage("email: Invalid email", "es")).toBe("email: El correo electrónico no es válido");
    expect(translateServerMessage("photo: Send one photo at a time", "ht")).toBe("photo: Voye yon sèl foto alafwa");
    expect(translateServerMessage("Obituary not found", "es")).toBe("No encontramos este obituario");
    expect(translateServerMessage("email: Invalid email", "en")).toBe("email: Invalid email");
  });
});
