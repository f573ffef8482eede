import { consultations, type Database } from "@fh/db";
import { CONSULTATION_SLOT_TAKEN_MESSAGE, CONSULTATION_TIME_SLOTS, minutesOfDay } from "@fh/validators";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "../context";
import { badInput } from "../errors";

export type ConsultationSlot = (typeof CONSULTATION_TIME_SLOTS)[number];

export const DEFAULT_SLOT_CAPACITY = 1;

/** A number of our own for the advisory locks of booking days, apart from any other lock in the database. */
const BOOKING_DAY_LOCK = 0x0c0a5017;

const slotByMinute = new Map(CONSULTATION_TIME_SLOTS.map((slot) => [minutesOfDay(slot), slot]));

type Reader = Pick<Database, "select">;

/**
 * How many consultations hold each slot of one day. Every consultation that
 * is not cancelled counts: the booking page's (its slot) and the staff's
 * (their free-text time, when it falls on a slot, "10:00 am" or "10:00").
 */
async function takenOn(db: Reader, date: string): Promise<Map<ConsultationSlot, number>> {
  const rows = await db
    .select({ appointmentTime: consultations.appointmentTime, preferredTime: consultations.preferredTime })
    .from(consultations)
    .where(and(eq(consultations.appointmentDate, date), ne(consultations.status, "cancelled")));
  const taken = new Map<ConsultationSlot, number>();
  for (const row of rows) {
    const slot = slotByMinute.get(minutesOfDay(row.appointmentTime ?? row.preferredTime));
    if (slot) taken.set(slot, (taken.get(slot) ?? 0) + 1);
  }
  return taken;
}

const capacityOf = (ctx: Context) => ctx.consultationSlotCapacity ?? DEFAULT_SLOT_CAPACITY;

/** The day's slots, each free or not; nothing about who booked them. */
export async function slotsOn(ctx: Context, date: string): Promise<{ date: string; slots: Array<{ time: ConsultationSlot; available: boolean }> }> {
  const taken = await takenOn(ctx.db, date);
  const capacity = capacityOf(ctx);
  return { date, slots: CONSULTATION_TIME_SLOTS.map((time) => ({ time, available: (taken.get(time) ?? 0) < capacity })) };
}

/**
 * Runs `insert` only while the slot still has room, so two families racing
 * for the last place cannot both get it: one transaction per booking holds
 * the day's advisory lock from the count to the insert, and a second booking
 * for that day waits for the first to commit before it counts. The loser
 * gets a 409 naming appointmentTime; nothing half-written stays behind.
 */
export async function bookSlot<T>(
  ctx: Context,
  slot: { appointmentDate: string; appointmentTime: ConsultationSlot },
  insert: (tx: Pick<Database, "insert" | "select">) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_DAY_LOCK}, hashtext(${slot.appointmentDate}))`);
    const taken = (await takenOn(tx, slot.appointmentDate)).get(slot.appointmentTime) ?? 0;
    if (taken >= capacityOf(ctx)) throw badInput("appointmentTime", CONSULTATION_SLOT_TAKEN_MESSAGE, "CONFLICT");
    return insert(tx);
  });
}
