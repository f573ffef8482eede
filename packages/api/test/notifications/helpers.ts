import { outboxMessages } from "@fh/db";
import { asc } from "drizzle-orm";
import type { NotificationSettings } from "../../src/notifications";
import type { TestApi } from "../../src/testing";

export const notificationSettings: NotificationSettings = {
  from: { name: "Lake Worth Family Funeral Home", address: "care@lakeworthfuneralhome.example" },
  staffRecipients: ["director@lakeworthfuneralhome.example", "office@lakeworthfuneralhome.example"],
  publicUrl: "https://lakeworth.example",
  adminUrl: "https://admin.lakeworth.example",
};

/** Every outbox row, oldest first. */
export const outbox = (api: TestApi) => api.deps.db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));

export const futureBooking = {
  firstName: "Luis",
  lastName: "Ortiz",
  email: "Luis@Example.com",
  phone: "561-555-0123",
  appointmentDate: "2026-12-01",
  appointmentTime: "10:00 AM",
  consultationType: "in-person",
  serviceInterest: "pre-planning",
  budgetRange: "under-5000",
  additionalNotes: "Mornings are best",
} as const;
