import { serviceRsvps, services } from "@fh/db";
import { TRPCError } from "@trpc/server";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Context } from "../context";
import { serviceIsOver } from "./obituary-services";

export interface RsvpInput {
  serviceId: number;
  name: string;
  guests: number;
  email?: string | null;
}

/** The one answer to an accepted RSVP: the writer's own words back, never a count or anyone else's name. */
export interface RsvpAnswer {
  serviceId: number;
  name: string;
  guests: number;
  email: string | null;
}

/**
 * "I'll attend": a public service not yet over takes a name, how many
 * people and an optional address. A private or unknown service is 404 (the
 * public never learns it exists); one that is over is 409.
 */
export async function rsvpToService(ctx: Context, input: RsvpInput): Promise<RsvpAnswer> {
  const [service] = await ctx.db
    .select({ date: services.serviceDate, time: services.serviceTime })
    .from(services)
    .where(and(eq(services.id, input.serviceId), eq(services.isPublic, true)));
  if (!service) throw new TRPCError({ code: "NOT_FOUND", message: "Service not found" });
  if (serviceIsOver(service.date, service.time, ctx.now())) {
    throw new TRPCError({ code: "CONFLICT", message: "This service has already taken place" });
  }
  const email = input.email ? input.email.toLowerCase() : null;
  await ctx.db.insert(serviceRsvps).values({
    serviceId: input.serviceId,
    name: input.name,
    guests: input.guests,
    email,
    locale: ctx.request.locale ?? "en",
    createdAt: ctx.now(),
  });
  return { serviceId: input.serviceId, name: input.name, guests: input.guests, email };
}

/** Who said they will come to one service: the family and staff read this, never the public. */
export interface ServiceAttendance {
  serviceId: number;
  /** People in all, the writers and those they bring. */
  people: number;
  answers: Array<{ name: string; guests: number; createdAt: Date }>;
}

/** The attendance of each service named, in the order the answers came; a service nobody answered has none. */
export async function attendanceOf(ctx: Context, serviceIds: readonly number[]): Promise<ServiceAttendance[]> {
  if (serviceIds.length === 0) return [];
  const rows = await ctx.db
    .select({ serviceId: serviceRsvps.serviceId, name: serviceRsvps.name, guests: serviceRsvps.guests, createdAt: serviceRsvps.createdAt })
    .from(serviceRsvps)
    .where(inArray(serviceRsvps.serviceId, [...serviceIds]))
    .orderBy(asc(serviceRsvps.createdAt), asc(serviceRsvps.id));
  const byService = new Map<number, ServiceAttendance>(serviceIds.map((id) => [id, { serviceId: id, people: 0, answers: [] }]));
  for (const row of rows) {
    const entry = byService.get(row.serviceId);
    if (!entry) continue;
    entry.people += row.guests;
    entry.answers.push({ name: row.name, guests: row.guests, createdAt: row.createdAt });
  }
  return [...byService.values()];
}
