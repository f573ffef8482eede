/**
 * A family's pre-planning estimate, built from the General Price List in
 * effect: which items an arrangement starts with, which may be declined, how a
 * price range is counted, and the total. Zod-free: /plan-ahead computes the
 * same estimate in the browser as the server stores (the server's is the one
 * that counts; it never takes a price from the client).
 */

import {
  alternativeContainerStatement,
  priceListItemRules,
  RIGHT_TO_SELECT_STATEMENT,
  type PriceListContent,
  type PriceListItem,
  type PriceListItemKind,
  type RuleStatement,
} from "./price-list";

export const PRE_PLANNING_ARRANGEMENTS = [
  "traditional-burial",
  "cremation-with-funeral",
  "memorial-after-cremation",
  "direct-cremation",
  "immediate-burial",
  "undecided",
] as const;
export type PrePlanningArrangement = (typeof PRE_PLANNING_ARRANGEMENTS)[number];

export const PRE_PLANNING_FOR_WHOM = ["self", "other"] as const;
export type PrePlanningForWhom = (typeof PRE_PLANNING_FOR_WHOM)[number];

/** Where in a casket's or outer burial container's price range the estimate counts: "later" counts the low end and says so. */
export const RANGE_CHOICES = ["low", "mid", "high", "later"] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];

export const PRE_PLANNING_CONTACT_METHODS = ["phone", "email", "text"] as const;
export const PRE_PLANNING_STATUSES = ["pending", "contacted", "arranged", "closed"] as const;
export type PrePlanningStatus = (typeof PRE_PLANNING_STATUSES)[number];

/**
 * The kinds each arrangement starts with. A family may add or remove any
 * declinable one; a kind the list in effect does not carry is skipped.
 * Cremation with a funeral has no cremation line of its own on the Rule's
 * list: its crematory charge is among the "other" lines staff price, so it is
 * added by the family (or explained by staff), never guessed here.
 */
export const ARRANGEMENT_KINDS: Record<PrePlanningArrangement, readonly PriceListItemKind[]> = {
  "traditional-burial": ["basicServices", "transfer", "embalming", "otherPreparation", "viewing", "funeralCeremony", "hearse", "caskets", "outerBurialContainers"],
  "cremation-with-funeral": ["basicServices", "transfer", "embalming", "otherPreparation", "viewing", "funeralCeremony", "caskets"],
  "memorial-after-cremation": ["directCremation", "memorialService"],
  "direct-cremation": ["directCremation"],
  "immediate-burial": ["immediateBurial"],
  undecided: ["basicServices"],
};

/** The kinds whose price already includes the basic services fee (16 CFR 453.2(b)(4)(iii)(C)(1)). */
export const INCLUDES_BASIC_SERVICES: readonly PriceListItemKind[] = ["directCremation", "immediateBurial", "forwarding", "receiving"];

/** Kinds of which an estimate holds one line at most (one direct cremation, one casket range…); only "other" may repeat. */
export function isSingleKind(kind: PriceListItemKind): boolean {
  return kind !== "other";
}

/** What the family chose, as POST /api/pre-planning takes it. `lineId` is the line's position on the version's list, from 0. */
export interface ChosenItem {
  kind: PriceListItemKind;
  lineId?: number | null;
  choice?: RangeChoice | null;
}

/** One line of an estimate, as stored with the request and printed on its PDF. Money is whole cents. */
export interface EstimateLine {
  lineId: number;
  kind: PriceListItemKind;
  name: string;
  description: string | null;
  descriptionEs?: string | null;
  descriptionHt?: string | null;
  /** What the estimate counts for this line. */
  priceCents: number;
  /** The line's range on the list (null for one price). */
  rangeFromCents: number | null;
  rangeToCents: number | null;
  /** For a range: where in it the family chose; null for one price. */
  choice: RangeChoice | null;
}

export interface Estimate {
  lines: EstimateLine[];
  totalCents: number;
}

/** Why a choice cannot be estimated: the field (as the API names it) and plain words. */
export class EstimateError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Whether the basic services fee may be left out: only when a chosen item's price already includes it. */
export function basicServicesDeclinable(kinds: Iterable<PriceListItemKind>): boolean {
  for (const kind of kinds) if (INCLUDES_BASIC_SERVICES.includes(kind)) return true;
  return false;
}

/** The price a range choice counts: low (and "decide later") the low end, high the top, mid halfway rounded to the dollar. */
export function rangePrice(item: Pick<PriceListItem, "priceCents" | "priceToCents">, choice: RangeChoice): number {
  if (item.priceToCents === null) return item.priceCents;
  if (choice === "high") return item.priceToCents;
  if (choice === "mid") return Math.round((item.priceCents + item.priceToCents) / 200) * 100;
  return item.priceCents;
}

/** The items an arrangement starts with on a list: the first line of each of its kinds; ranges start at "decide later". */
export function defaultItems(arrangement: PrePlanningArrangement, list: Pick<PriceListContent, "items">): ChosenItem[] {
  const chosen: ChosenItem[] = [];
  for (const kind of ARRANGEMENT_KINDS[arrangement]) {
    const lineId = list.items.findIndex((i) => i.kind === kind);
    if (lineId < 0) continue;
    chosen.push({ kind, lineId, choice: list.items[lineId]!.priceToCents === null ? null : "later" });
  }
  return chosen;
}

/**
 * The estimate of chosen items on a version's list, or an EstimateError naming
 * the field (items.N.kind, items.N.lineId, items) for a line not on the list,
 * the same line twice, two lines of a one-line kind, or the basic services fee
 * left out where nothing chosen includes it.
 */
export function computeEstimate(list: Pick<PriceListContent, "items">, chosen: readonly ChosenItem[]): Estimate {
  const lines: EstimateLine[] = [];
  const seenKinds = new Set<PriceListItemKind>();
  const seenLines = new Set<number>();
  chosen.forEach((c, n) => {
    if (!Object.hasOwn(priceListItemRules, c.kind)) throw new EstimateError(`items.${n}.kind`, "Unknown item kind");
    const ofKind = list.items.map((item, lineId) => ({ item, lineId })).filter((e) => e.item.kind === c.kind);
    if (ofKind.length === 0) throw new EstimateError(`items.${n}.kind`, "This item is not on the price list in effect");
    let entry: { item: PriceListItem; lineId: number } | undefined;
    if (c.lineId === undefined || c.lineId === null) {
      if (ofKind.length > 1) throw new EstimateError(`items.${n}.lineId`, "Choose which line of this item");
      entry = ofKind[0];
    } else {
      entry = ofKind.find((e) => e.lineId === c.lineId);
      if (!entry) throw new EstimateError(`items.${n}.lineId`, "This line is not on the price list in effect");
    }
    if (!entry) throw new EstimateError(`items.${n}.kind`, "This item is not on the price list in effect");
    if (seenLines.has(entry.lineId)) throw new EstimateError(`items.${n}.lineId`, "This line is chosen twice");
    if (isSingleKind(c.kind) && seenKinds.has(c.kind)) throw new EstimateError(`items.${n}.kind`, "Choose one line of this item");
    seenLines.add(entry.lineId);
    seenKinds.add(c.kind);
    const { item, lineId } = entry;
    const isRange = item.priceToCents !== null;
    const choice: RangeChoice | null = isRange ? (c.choice ?? "later") : null;
    lines.push({
      lineId,
      kind: item.kind,
      name: item.name,
      description: item.description,
      descriptionEs: item.descriptionEs ?? null,
      descriptionHt: item.descriptionHt ?? null,
      priceCents: choice ? rangePrice(item, choice) : item.priceCents,
      rangeFromCents: isRange ? item.priceCents : null,
      rangeToCents: isRange ? item.priceToCents : null,
      choice,
    });
  });
  if (!seenKinds.has("basicServices") && !basicServicesDeclinable(seenKinds)) {
    throw new EstimateError("items", "The basic services fee cannot be left out of this arrangement");
  }
  // The list's own order, as the price list prints it.
  lines.sort((a, b) => a.lineId - b.lineId);
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.priceCents, 0) };
}

/**
 * §453.4(b)(2)(ii): the statement of goods and services selected says this,
 * and so does the estimate built the same way.
 */
export const CHARGES_SELECTED_STATEMENT: RuleStatement = {
  text: "Charges are only for those items that you selected or that are required. If we are required by law or by a cemetery or crematory to use any items, we will explain the reasons in writing below.",
  cite: "16 CFR 453.4(b)(2)(ii)",
};

/** The Rule's statements that go with an estimate of these lines, in the order printed, each once. */
export function estimateStatements(lines: readonly Pick<EstimateLine, "kind">[], alternativeContainers: string): RuleStatement[] {
  const out: RuleStatement[] = [RIGHT_TO_SELECT_STATEMENT];
  const kinds = new Set(lines.map((l) => l.kind));
  for (const kind of kinds) {
    for (const s of priceListItemRules[kind].statements) if (!out.some((o) => o.text === s.text)) out.push(s);
    if (kind === "directCremation" && alternativeContainers.trim()) out.push(alternativeContainerStatement(alternativeContainers));
  }
  out.push(CHARGES_SELECTED_STATEMENT);
  return out;
}
