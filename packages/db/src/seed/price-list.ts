import { todayIn, type PriceListContent } from "@fh/validators/site";
import { count } from "drizzle-orm";
import type { Database } from "../client";
import { priceListVersions } from "../schema";

/**
 * The demo's General Price List. Every price is made up for the demo (the
 * public page says so while this version is the one in effect); the lowest
 * direct cremation is the "$1,295" the site advertises (SPEC §1, §9), and a
 * test keeps the two equal.
 */
export const demoPriceList: PriceListContent = {
  alternativeContainers: "a corrugated cardboard container and a fiberboard container with a wood base",
  items: [
    {
      kind: "basicServices",
      name: "Basic services of funeral director and staff",
      description:
        "Our staff answering your call at any hour, the arrangement conference, planning the services, obtaining permits and the death certificate, coordinating with the cemetery or crematory, and the share of our overhead.",
      priceCents: 195_000,
      priceToCents: null,
    },
    {
      kind: "transfer",
      name: "Transfer of remains to funeral home",
      description: "Within 30 miles of the funeral home, with two staff members, at any hour.",
      priceCents: 39_500,
      priceToCents: null,
    },
    { kind: "embalming", name: "Embalming", description: null, priceCents: 69_500, priceToCents: null },
    {
      kind: "otherPreparation",
      name: "Other preparation of the body",
      description: "Dressing, casketing and cosmetology.",
      priceCents: 29_500,
      priceToCents: null,
    },
    { kind: "viewing", name: "Use of facilities and staff for viewing", description: "Up to three hours in the chapel.", priceCents: 45_000, priceToCents: null },
    {
      kind: "funeralCeremony",
      name: "Use of facilities and staff for funeral ceremony",
      description: "In our chapel or at your place of worship.",
      priceCents: 59_500,
      priceToCents: null,
    },
    {
      kind: "memorialService",
      name: "Use of facilities and staff for memorial service",
      description: "A service without the body present, in our chapel.",
      priceCents: 49_500,
      priceToCents: null,
    },
    {
      kind: "graveside",
      name: "Use of equipment and staff for graveside service",
      description: null,
      priceCents: 39_500,
      priceToCents: null,
    },
    { kind: "hearse", name: "Hearse", description: "Within 30 miles.", priceCents: 35_000, priceToCents: null },
    { kind: "limousine", name: "Limousine", description: "Seats six; within 30 miles.", priceCents: 27_500, priceToCents: null },
    {
      kind: "forwarding",
      name: "Forwarding of remains to another funeral home",
      description:
        "Basic services of staff, transfer of remains within 30 miles, embalming, and local transportation to the airport or the other funeral home.",
      priceCents: 249_500,
      priceToCents: null,
    },
    {
      kind: "receiving",
      name: "Receiving remains from another funeral home",
      description: "Basic services of staff, and transportation of remains from the local airport or railway to the funeral home and to the cemetery.",
      priceCents: 189_500,
      priceToCents: null,
    },
    {
      kind: "directCremation",
      name: "Direct cremation with a container provided by the purchaser",
      description:
        "Basic services of staff, transfer of remains within 30 miles, refrigeration, the cremation permit, the crematory fee, and the cremated remains returned in a temporary container.",
      priceCents: 129_500,
      priceToCents: null,
    },
    {
      kind: "directCremation",
      name: "Direct cremation with an alternative container",
      description: "The same services, with a corrugated cardboard alternative container.",
      priceCents: 139_500,
      priceToCents: null,
    },
    {
      kind: "immediateBurial",
      name: "Immediate burial with a casket provided by the purchaser",
      description: "Basic services of staff, transfer of remains within 30 miles, and local transportation to the cemetery. Cemetery charges are not included.",
      priceCents: 229_500,
      priceToCents: null,
    },
    {
      kind: "immediateBurial",
      name: "Immediate burial with a cloth-covered wood casket",
      description: "The same services, with a cloth-covered wood casket.",
      priceCents: 319_500,
      priceToCents: null,
    },
    { kind: "caskets", name: "Caskets", description: null, priceCents: 99_500, priceToCents: 895_000 },
    { kind: "outerBurialContainers", name: "Outer burial containers", description: null, priceCents: 89_500, priceToCents: 495_000 },
    { kind: "other", name: "Urns", description: "A complete list of urns is available at the funeral home.", priceCents: 9_500, priceToCents: 120_000 },
    { kind: "other", name: "Memorial folders (100)", description: null, priceCents: 15_000, priceToCents: null },
  ],
};

/**
 * Puts the demo price list in an embedded database that has none, in effect
 * from the day it is seeded. Separate from the obituaries' seed so a demo
 * database made before the price list existed gets one too.
 */
export async function seedDemoPriceList(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(priceListVersions);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(priceListVersions).values({ ...demoPriceList, effectiveDate: todayIn(undefined, now), isDemo: true });
  return true;
}
