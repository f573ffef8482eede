import { todayIn, type PriceListContent } from "@fh/validators/site";
import { desc } from "drizzle-orm";
import type { Database } from "../client";
import { priceListVersions } from "../schema";

/**
 * The demo's General Price List. Every price is made up for the demo (the
 * public page says so while this version is the one in effect); the lowest
 * direct cremation is the "$1,295" the site advertises (SPEC §1, §9), and a
 * test keeps the two equal. Each container the direct-cremation statement
 * names has its own direct cremation line, as a staff save must. The
 * descriptions are also written in Spanish and Haitian Creole, as staff may
 * write them, for /es/pricing and /ht/pricing.
 */
export const demoPriceList: PriceListContent = {
  alternativeContainers: "a corrugated cardboard container and a fiberboard container with a wood base",
  items: [
    {
      kind: "basicServices",
      name: "Basic services of funeral director and staff",
      description:
        "Our staff answering your call at any hour, the arrangement conference, planning the services, obtaining permits and the death certificate, coordinating with the cemetery or crematory, and the share of our overhead.",
      descriptionEs:
        "Nuestro personal, que atiende su llamada a cualquier hora; la reunión para hacer los arreglos; la planificación de los servicios; los permisos y el certificado de defunción; la coordinación con el cementerio o el crematorio, y la parte que corresponde de nuestros gastos generales.",
      descriptionHt:
        "Ekip nou an ki reponn apèl ou nenpòt lè; reyinyon pou fè aranjman yo; planifikasyon sèvis yo; pèmi yo ak sètifika lanmò a; kowòdinasyon ak simityè a oswa sant kremasyon an; ak pati pa l nan frè jeneral nou yo.",
      priceCents: 195_000,
      priceToCents: null,
    },
    {
      kind: "transfer",
      name: "Transfer of remains to funeral home",
      description: "Within 30 miles of the funeral home, with two staff members, at any hour.",
      descriptionEs: "Dentro de 30 millas de la funeraria, con dos miembros de nuestro personal, a cualquier hora.",
      descriptionHt: "Nan yon distans 30 mil otou salon finèb la, ak de manm ekip nou an, nenpòt lè.",
      priceCents: 39_500,
      priceToCents: null,
    },
    { kind: "embalming", name: "Embalming", description: null, priceCents: 69_500, priceToCents: null },
    {
      kind: "otherPreparation",
      name: "Other preparation of the body",
      description: "Dressing, casketing and cosmetology.",
      descriptionEs: "Vestir el cuerpo, colocarlo en el ataúd y maquillaje.",
      descriptionHt: "Abiye kò a, mete l nan sèkèy la, ak makiyaj.",
      priceCents: 29_500,
      priceToCents: null,
    },
    {
      kind: "viewing",
      name: "Use of facilities and staff for viewing",
      description: "Up to three hours in the chapel.",
      descriptionEs: "Hasta tres horas en la capilla.",
      descriptionHt: "Jiska twa èdtan nan chapèl la.",
      priceCents: 45_000,
      priceToCents: null,
    },
    {
      kind: "funeralCeremony",
      name: "Use of facilities and staff for funeral ceremony",
      description: "In our chapel or at your place of worship.",
      descriptionEs: "En nuestra capilla o en su lugar de culto.",
      descriptionHt: "Nan chapèl nou an oswa nan legliz ou.",
      priceCents: 59_500,
      priceToCents: null,
    },
    {
      kind: "memorialService",
      name: "Use of facilities and staff for memorial service",
      description: "A service without the body present, in our chapel.",
      descriptionEs: "Un servicio sin el cuerpo presente, en nuestra capilla.",
      descriptionHt: "Yon sèvis san kò a pa la, nan chapèl nou an.",
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
    {
      kind: "hearse",
      name: "Hearse",
      description: "Within 30 miles.",
      descriptionEs: "Dentro de 30 millas.",
      descriptionHt: "Nan yon distans 30 mil.",
      priceCents: 35_000,
      priceToCents: null,
    },
    {
      kind: "limousine",
      name: "Limousine",
      description: "Seats six; within 30 miles.",
      descriptionEs: "Para seis pasajeros; dentro de 30 millas.",
      descriptionHt: "Sis plas; nan yon distans 30 mil.",
      priceCents: 27_500,
      priceToCents: null,
    },
    {
      kind: "forwarding",
      name: "Forwarding of remains to another funeral home",
      description:
        "Basic services of staff, transfer of remains within 30 miles, embalming, and local transportation to the airport or the other funeral home.",
      descriptionEs:
        "Servicios básicos del personal, traslado de los restos dentro de 30 millas, embalsamamiento y transporte local al aeropuerto o a la otra funeraria.",
      descriptionHt:
        "Sèvis debaz ekip la, transpò kò a nan yon distans 30 mil, anbomen, ak transpò lokal rive nan ayewopò a oswa nan lòt salon finèb la.",
      priceCents: 249_500,
      priceToCents: null,
    },
    {
      kind: "receiving",
      name: "Receiving remains from another funeral home",
      description: "Basic services of staff, and transportation of remains from the local airport or railway to the funeral home and to the cemetery.",
      descriptionEs: "Servicios básicos del personal y transporte de los restos desde el aeropuerto o la estación de tren local hasta la funeraria y el cementerio.",
      descriptionHt: "Sèvis debaz ekip la, ak transpò kò a soti nan ayewopò a oswa estasyon tren lokal la rive nan salon finèb la epi nan simityè a.",
      priceCents: 189_500,
      priceToCents: null,
    },
    {
      kind: "directCremation",
      name: "Direct cremation with a container provided by the purchaser",
      description:
        "Basic services of staff, transfer of remains within 30 miles, refrigeration, the cremation permit, the crematory fee, and the cremated remains returned in a temporary container.",
      descriptionEs:
        "Servicios básicos del personal, traslado de los restos dentro de 30 millas, refrigeración, el permiso de cremación, la tarifa del crematorio y la entrega de las cenizas en un contenedor temporal.",
      descriptionHt:
        "Sèvis debaz ekip la, transpò kò a nan yon distans 30 mil, refrijerasyon, pèmi kremasyon an, frè sant kremasyon an, ak sann yo ki remèt ba ou nan yon bwat tanporè.",
      priceCents: 129_500,
      priceToCents: null,
    },
    {
      kind: "directCremation",
      name: "Direct cremation with a cardboard alternative container",
      description: "The same services, with a corrugated cardboard alternative container.",
      descriptionEs: "Los mismos servicios, con un contenedor alternativo de cartón corrugado.",
      descriptionHt: "Menm sèvis yo, ak yon bwat ranplasman an katon ondile.",
      priceCents: 139_500,
      priceToCents: null,
    },
    {
      kind: "directCremation",
      name: "Direct cremation with a fiberboard alternative container",
      description: "The same services, with a fiberboard container with a wood base.",
      descriptionEs: "Los mismos servicios, con un contenedor de cartón de fibra con base de madera.",
      descriptionHt: "Menm sèvis yo, ak yon bwat an katon fib ki gen yon baz an bwa.",
      priceCents: 149_500,
      priceToCents: null,
    },
    {
      kind: "immediateBurial",
      name: "Immediate burial with a casket provided by the purchaser",
      description: "Basic services of staff, transfer of remains within 30 miles, and local transportation to the cemetery. Cemetery charges are not included.",
      descriptionEs: "Servicios básicos del personal, traslado de los restos dentro de 30 millas y transporte local al cementerio. No incluye los cargos del cementerio.",
      descriptionHt: "Sèvis debaz ekip la, transpò kò a nan yon distans 30 mil, ak transpò lokal rive nan simityè a. Frè simityè a pa ladan l.",
      priceCents: 229_500,
      priceToCents: null,
    },
    {
      kind: "immediateBurial",
      name: "Immediate burial with a cloth-covered wood casket",
      description: "The same services, with a cloth-covered wood casket.",
      descriptionEs: "Los mismos servicios, con un ataúd de madera forrado de tela.",
      descriptionHt: "Menm sèvis yo, ak yon sèkèy an bwa ki kouvri ak twal.",
      priceCents: 319_500,
      priceToCents: null,
    },
    { kind: "caskets", name: "Caskets", description: null, priceCents: 99_500, priceToCents: 895_000 },
    { kind: "outerBurialContainers", name: "Outer burial containers", description: null, priceCents: 89_500, priceToCents: 495_000 },
    {
      kind: "other",
      name: "Urns",
      description: "A complete list of urns is available at the funeral home.",
      descriptionEs: "En la funeraria tenemos la lista completa de urnas.",
      descriptionHt: "Nou gen lis konplè bwat pou sann yo nan salon finèb la.",
      priceCents: 9_500,
      priceToCents: 120_000,
    },
    { kind: "other", name: "Memorial folders (100)", description: null, priceCents: 15_000, priceToCents: null },
  ],
};

/** A version's content as JSON with its keys in order: jsonb keeps keys in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * Puts the demo price list in an embedded database that has none, in effect
 * from the day it is seeded. Separate from the obituaries' seed so a demo
 * database made before the price list existed gets one too. While staff have
 * never saved a list, a demo database whose last demo list differs from this
 * one (an older demo, say one naming a container it did not price) gets this
 * one as a new version in effect from today; saved versions are never
 * changed, and once staff save their own list the demo is left alone.
 */
export async function seedDemoPriceList(db: Database, now = new Date()): Promise<boolean> {
  const versions = await db
    .select({ isDemo: priceListVersions.isDemo, alternativeContainers: priceListVersions.alternativeContainers, items: priceListVersions.items })
    .from(priceListVersions)
    .orderBy(desc(priceListVersions.id));
  if (versions.some((v) => !v.isDemo)) return false;
  const last = versions[0];
  if (last && canonical({ alternativeContainers: last.alternativeContainers, items: last.items }) === canonical(demoPriceList)) return false;
  await db.insert(priceListVersions).values({ ...demoPriceList, effectiveDate: todayIn(undefined, now), isDemo: true });
  return true;
}
