import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  consultationBookSchema,
  consultationCreateInput,
  contactSendSchema,
  enhancedObituaryFormSchema,
  eventCreateInput,
  eventUpdateInput,
  guestBookAddSchema,
  isCalendarDate,
  loginInput,
  obituarySubmitSchema,
  obituaryUpdateInput,
  serviceCreateInput,
  serviceUpdateInput,
} from "../src";
import { calendarDate, optionalEmail, optionalText, requiredEmail, requiredText } from "../src/fields";

/** The first message of a failed parse (what a form shows under the field, and the API's 400 names). */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("field wording", () => {
  it("public forms use SPEC §5's words", () => {
    expect(firstMessage(requiredText(5), "  ")).toBe("Required");
    expect(firstMessage(requiredText(5), undefined)).toBe("Required");
    expect(firstMessage(requiredText(5), "toolong")).toBe("Must be at most 5 characters");
    expect(firstMessage(requiredEmail(), "nope")).toBe("Invalid email");
    expect(firstMessage(requiredEmail(), "")).toBe("Required");
    expect(firstMessage(calendarDate(), "2025-02-30")).toBe("Enter a date as yyyy-MM-dd");
    expect(firstMessage(requiredText(5), "a\u0000")).toBe("Contains a character that is not allowed");
  });

  it("staff forms name the field", () => {
    expect(firstMessage(requiredText(5, { label: "Title" }), "")).toBe("Title is required");
    expect(firstMessage(requiredText(5, { label: "Title" }), "toolong")).toBe("Title must be at most 5 characters");
    expect(firstMessage(requiredEmail({ label: "Email" }), "")).toBe("Email is required");
    expect(firstMessage(requiredEmail({ label: "Email" }), "nope")).toBe("Invalid email");
    expect(firstMessage(calendarDate({ label: "Date" }), "03/04/2025")).toBe("Date must be a valid date (YYYY-MM-DD)");
    expect(firstMessage(optionalText(5, { label: "Location" }), "a\u0000")).toBe("Location contains a character that is not allowed");
  });

  it("the enhanced creator keeps its own messages", () => {
    const result = enhancedObituaryFormSchema.safeParse({ biography: "short" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(byField).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      dateOfBirth: "Date of birth is required",
      dateOfDeath: "Date of death is required",
      biography: "Biography must be at least 10 characters",
      submitterName: "Submitter name is required",
      submitterEmail: "Valid email is required",
    });
    expect(firstMessage(enhancedObituaryFormSchema.shape.submitterEmail, "nope")).toBe("Valid email is required");
  });
});

describe("blank optional text", () => {
  it("is null however it was sent, public or staff, and trimmed otherwise", () => {
    for (const schema of [optionalText(10), optionalText(10, { label: "Notes" }), optionalEmail()]) {
      expect(schema.parse("")).toBeNull();
      expect(schema.parse("   ")).toBeNull();
      expect(schema.parse(null)).toBeNull();
    }
    expect(optionalText(10).parse("  hi  ")).toBe("hi");
    expect(optionalEmail().parse(" a@b.co ")).toBe("a@b.co");
  });

  it("stays absent when not sent, so an update leaves the field as it is", () => {
    // No key but the ones sent: no default (type, public) and no null sneaks into an update.
    expect(Object.keys(eventUpdateInput.parse({ id: 1, title: "Vigil" })).sort()).toEqual(["id", "title"]);
    expect(Object.keys(serviceUpdateInput.parse({ id: 1, location: "Chapel" })).sort()).toEqual(["id", "location"]);
    expect(eventUpdateInput.parse({ id: 1, description: " " })).toEqual({ id: 1, description: null });
  });

  it("reads the same on the public forms and the staff forms", () => {
    const contact = contactSendSchema.parse({ name: "Ana", email: "ana@example.com", message: "Hello", phone: "" });
    const event = eventCreateInput.parse({ title: "Vigil", eventDate: "2025-12-01", eventTime: "6:00 PM", location: "" });
    expect(contact.phone).toBeNull();
    expect(event.location).toBeNull();
  });
});

describe("dates", () => {
  it("refuses year 0000, which PostgreSQL cannot store", () => {
    expect(isCalendarDate("0000-01-01")).toBe(false);
    expect(isCalendarDate("0001-01-01")).toBe(true);
    expect(firstMessage(calendarDate({ label: "Date" }), "0000-06-15")).toBe("Date must be a valid date (YYYY-MM-DD)");
    expect(firstMessage(calendarDate(), "0000-06-15")).toBe("Enter a date as yyyy-MM-dd");
  });

  it("takes a date-time's calendar part only where the staff REST contract sends one", () => {
    expect(calendarDate({ label: "Date", acceptDateTime: true }).parse("2025-03-04T00:00:00.000Z")).toBe("2025-03-04");
    expect(calendarDate().safeParse("2025-03-04T00:00:00.000Z").success).toBe(false);
  });
});

describe("NUL", () => {
  // A valid payload of each form; every text field in it gets a NUL in turn.
  const forms: Array<[string, z.ZodType, Record<string, unknown>]> = [
    [
      "obituary submission",
      obituarySubmitSchema,
      {
        firstName: "Rosa",
        lastName: "Diaz",
        dateOfBirth: "1940-01-01",
        dateOfDeath: "2025-01-01",
        biography: "A life",
        photoUrl: "https://example.com/p.jpg",
        submitterName: "Ana",
        submitterEmail: "ana@example.com",
        submitterPhone: "561-555-0100",
      },
    ],
    ["guest book", guestBookAddSchema, { obituaryId: 1, authorName: "Sam", authorEmail: "sam@example.com", message: "Sorry" }],
    [
      "booking",
      consultationBookSchema,
      {
        firstName: "Ana",
        lastName: "Lee",
        email: "ana@example.com",
        phone: "561-555-0100",
        appointmentDate: "2030-01-01",
        appointmentTime: "9:00 AM",
        consultationType: "phone",
        serviceInterest: "other",
        additionalNotes: "Morning",
      },
    ],
    ["contact", contactSendSchema, { name: "Ana", email: "ana@example.com", phone: "561-555-0100", message: "Hello" }],
    ["login", loginInput, { username: "staff", password: "secret" }],
    [
      "staff consultation",
      consultationCreateInput,
      {
        firstName: "Ana",
        lastName: "Lee",
        email: "ana@example.com",
        phone: "1",
        appointmentDate: "2030-01-01",
        preferredTime: "2:00 PM",
        message: "Call",
      },
    ],
    ["event", eventCreateInput, { title: "Vigil", description: "Candles", eventDate: "2025-12-01", eventTime: "6:00 PM", location: "Chapel" }],
    [
      "service",
      serviceCreateInput,
      {
        title: "Funeral",
        description: "Service",
        serviceDate: "2025-12-01",
        serviceTime: "11:00 AM",
        location: "Chapel",
        deceasedName: "John Doe",
      },
    ],
    [
      "obituary edit",
      obituaryUpdateInput,
      {
        id: 1,
        firstName: "Rosa",
        lastName: "Diaz",
        dateOfBirth: "1940-01-01",
        dateOfDeath: "2025-01-01",
        biography: "A life",
        submitterName: "Ana",
        submitterEmail: "ana@example.com",
        submitterPhone: "561",
      },
    ],
  ];

  it.each(forms)("is refused in every text field of the %s form, naming the field", (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const [field, value] of Object.entries(valid)) {
      if (typeof value !== "string") continue;
      const result = schema.safeParse({ ...valid, [field]: `${value.slice(0, 2)}\u0000` });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path, field).toEqual([field]);
    }
  });
});
