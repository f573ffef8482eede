/**
 * The General Price List as the FTC Funeral Rule (16 CFR Part 453) shapes
 * it: the items it must price, and the statements it must carry in the
 * Rule's own words. The staff form, the save procedure, the /pricing page and
 * its PDF all read this one catalogue, so a statement is quoted once.
 *
 * Zod-free, like the rest of "@fh/validators/site": the public page reads it
 * without loading the form checks. Each quotation names its section; where a
 * sentence was quoted from memory of the 1994 text rather than checked
 * against eCFR, docs/decisions/015-general-price-list.md says which.
 */

import type { Locale } from "./locale";

/** What a price-list line is. The first sixteen are the items §453.2(b)(4)(ii)-(iii) requires; "other" is anything else offered. */
export const PRICE_LIST_ITEM_KINDS = [
  "basicServices",
  "transfer",
  "embalming",
  "otherPreparation",
  "viewing",
  "funeralCeremony",
  "memorialService",
  "graveside",
  "hearse",
  "limousine",
  "forwarding",
  "receiving",
  "directCremation",
  "immediateBurial",
  "caskets",
  "outerBurialContainers",
  "other",
] as const;
export type PriceListItemKind = (typeof PRICE_LIST_ITEM_KINDS)[number];

/** A Rule statement and the section that requires it. */
export interface RuleStatement {
  text: string;
  /** "16 CFR 453.3(a)(2)(ii)". */
  cite: string;
}

export interface PriceListItemRule {
  /** The item as the Rule names it (the staff form's default name). */
  title: string;
  /** The section that requires it on the list; null for "other". */
  cite: string | null;
  /** "range": priced from–to (caskets, outer burial containers: §453.2(b)(4)(iii)(A)(1), (B)(1)); "fixed": one price; "either": staff choose. */
  price: "fixed" | "range" | "either";
  /** The Rule asks for "a list of the services provided for any quoted price" (or a description of services and container). */
  needsDescription: boolean;
  /** More than one line of this kind may be listed (each direct cremation and immediate burial offered has its own price). */
  repeatable: boolean;
  /** A statement the Rule places "in immediate conjunction with" this item's price. */
  statements: RuleStatement[];
}

/** §453.2(b)(4)(iii)(A)(1) and (B)(1): the sentence that goes with a casket or outer burial container price range. */
const COMPLETE_PRICE_LIST: string = "A complete price list will be provided at the funeral home.";

export const priceListItemRules: Record<PriceListItemKind, PriceListItemRule> = {
  basicServices: {
    title: "Basic services of funeral director and staff",
    cite: "16 CFR 453.2(b)(4)(iii)(C)(1)",
    price: "fixed",
    needsDescription: true,
    repeatable: false,
    // Our fee cannot be declined, so the Rule's sentence for a nondeclinable fee applies (§453.2(b)(4)(iii)(C)(1)).
    statements: [
      {
        text: "This fee for our basic services will be added to the total cost of the funeral arrangements you select. (This fee is already included in our charges for direct cremations, immediate burials, and forwarding or receiving remains.)",
        cite: "16 CFR 453.2(b)(4)(iii)(C)(1)",
      },
    ],
  },
  transfer: {
    title: "Transfer of remains to funeral home",
    cite: "16 CFR 453.2(b)(4)(ii)(E)",
    price: "fixed",
    needsDescription: false,
    repeatable: false,
    statements: [],
  },
  embalming: {
    title: "Embalming",
    cite: "16 CFR 453.2(b)(4)(ii)(F)",
    price: "fixed",
    needsDescription: false,
    repeatable: false,
    // Florida law does not require embalming in every case, so the phrase "Except in certain special cases" stays.
    statements: [
      {
        text: "Except in certain special cases, embalming is not required by law. Embalming may be necessary, however, if you select certain funeral arrangements, such as a funeral with viewing. If you do not want embalming, you usually have the right to choose an arrangement that does not require you to pay for it, such as direct cremation or immediate burial.",
        cite: "16 CFR 453.3(a)(2)(ii)",
      },
    ],
  },
  otherPreparation: {
    title: "Other preparation of the body",
    cite: "16 CFR 453.2(b)(4)(ii)(G)",
    price: "fixed",
    needsDescription: false,
    repeatable: false,
    statements: [],
  },
  viewing: {
    title: "Use of facilities and staff for viewing",
    cite: "16 CFR 453.2(b)(4)(ii)(H)",
    price: "fixed",
    needsDescription: false,
    repeatable: false,
    statements: [],
  },
  funeralCeremony: {
    title: "Use of facilities and staff for funeral ceremony",
    cite: "16 CFR 453.2(b)(4)(ii)(I)",
    price: "fixed",
    needsDescription: false,
    repeatable: false,
    statements: [],
  },
  memorialService: {
    title: "Use of facilities and staff for memorial service",
    cite: "16 CFR 453.2(b)(4)(ii)(J)",
    price: "fixed",
    needsDescription: false,
    repeatable: false,
    statements: [],
  },
  graveside: {
    title: "Use of equipment and staff for graveside service",
    cite: "16 CFR 453.2(b)(4)(ii)(K)",
    price: "fixed",
    needsDescription: false,
    repeatable: false,
    statements: [],
  },
  hearse: {
    title: "Hearse",
    cite: "16 CFR 453.2(b)(4)(ii)(L)",
    price: "fixed",
    needsDescription: false,
    repeatable: false,
    statements: [],
  },
  limousine: {
    title: "Limousine",
    cite: "16 CFR 453.2(b)(4)(ii)(M)",
    price: "fixed",
    needsDescription: false,
    repeatable: false,
    statements: [],
  },
  forwarding: {
    title: "Forwarding of remains to another funeral home",
    cite: "16 CFR 453.2(b)(4)(ii)(A)",
    price: "fixed",
    needsDescription: true,
    repeatable: false,
    statements: [],
  },
  receiving: {
    title: "Receiving remains from another funeral home",
    cite: "16 CFR 453.2(b)(4)(ii)(B)",
    price: "fixed",
    needsDescription: true,
    repeatable: false,
    statements: [],
  },
  directCremation: {
    title: "Direct cremation",
    cite: "16 CFR 453.2(b)(4)(ii)(C)",
    price: "fixed",
    needsDescription: true,
    repeatable: true,
    // The containers named come from the version (PriceListContent.alternativeContainers): see alternativeContainerStatement.
    statements: [],
  },
  immediateBurial: {
    title: "Immediate burial",
    cite: "16 CFR 453.2(b)(4)(ii)(D)",
    price: "fixed",
    needsDescription: true,
    repeatable: true,
    statements: [],
  },
  caskets: {
    title: "Caskets",
    cite: "16 CFR 453.2(b)(4)(iii)(A)(1)",
    price: "range",
    needsDescription: false,
    repeatable: false,
    statements: [{ text: COMPLETE_PRICE_LIST, cite: "16 CFR 453.2(b)(4)(iii)(A)(1)" }],
  },
  outerBurialContainers: {
    title: "Outer burial containers",
    cite: "16 CFR 453.2(b)(4)(iii)(B)(1)",
    price: "range",
    needsDescription: false,
    repeatable: false,
    statements: [
      { text: COMPLETE_PRICE_LIST, cite: "16 CFR 453.2(b)(4)(iii)(B)(1)" },
      // Required on the outer burial container price list, or on this list when there is no separate one; shown here either way.
      {
        text: "In most areas of the country, state or local law does not require that you buy a container to surround the casket in the grave. However, many cemeteries require that you have such a container so that the grave will not sink in. Either a grave liner or a burial vault will satisfy these requirements.",
        cite: "16 CFR 453.3(c)(2)",
      },
    ],
  },
  other: {
    title: "Other item",
    cite: null,
    price: "either",
    needsDescription: false,
    repeatable: true,
    statements: [],
  },
};

/** The kinds every version must list at least once (all but "other"). */
export const REQUIRED_PRICE_LIST_KINDS = PRICE_LIST_ITEM_KINDS.filter((k) => k !== "other");

/**
 * §453.2(b)(4)(iv), with the sentence the Rule inserts between the second and
 * third when the basic services fee cannot be declined (ours cannot).
 */
export const RIGHT_TO_SELECT_STATEMENT: RuleStatement = {
  text: "The goods and services shown below are those we can provide to our customers. You may choose only the items you desire. However, any funeral arrangements you select will include a charge for our basic services. If legal or other requirements mean you must buy any items you did not specifically ask for, we will explain the reason in writing on the statement we provide describing the funeral goods and services you selected.",
  cite: "16 CFR 453.2(b)(4)(iv)",
};

/** §453.3(b)(2)(ii), placed with the direct cremation prices; its last sentence names the containers we provide. */
export function alternativeContainerStatement(containers: string): RuleStatement {
  return {
    text: `If you want to arrange a direct cremation, you can use an alternative container. Alternative containers encase the body and can be made of materials like fiberboard or composition materials (with or without an outside covering). The containers we provide are ${containers.replace(/\.\s*$/, "")}.`,
    cite: "16 CFR 453.3(b)(2)(ii)",
  };
}

/** §453.2(b)(4)(i)(B): the caption the list must carry. */
export const GENERAL_PRICE_LIST_CAPTION = "General Price List";

/** One line of a saved version. Money is whole cents. */
export interface PriceListItem {
  kind: PriceListItemKind;
  name: string;
  /** What the price includes (required where the Rule asks for the services provided). */
  description: string | null;
  /**
   * The description as staff wrote it in Spanish and in Haitian Creole, for
   * /es/pricing and /ht/pricing and their PDFs; absent or null, those show
   * the English. Versions saved before these existed have neither.
   */
  descriptionEs?: string | null;
  descriptionHt?: string | null;
  /** The price, or the low end of a range. */
  priceCents: number;
  /** The high end of a range; null for one price. */
  priceToCents: number | null;
}

/** Where each translated description of a line is kept. */
export const TRANSLATED_DESCRIPTION_FIELDS = { es: "descriptionEs", ht: "descriptionHt" } as const satisfies Record<Exclude<Locale, "en">, keyof PriceListItem>;

/** A line's description in a language: staff's translation when they wrote one, else the English (null when there is none). */
export function itemDescription(item: PriceListItem, locale: Locale): { text: string; lang: Locale } | null {
  const translated = locale === "en" ? null : item[TRANSLATED_DESCRIPTION_FIELDS[locale]]?.trim();
  if (translated) return { text: translated, lang: locale };
  return item.description ? { text: item.description, lang: "en" } : null;
}

/** What a version holds besides its dates: the lines and the alternative containers named by §453.3(b)(2)(ii). */
export interface PriceListContent {
  alternativeContainers: string;
  items: PriceListItem[];
}

/**
 * Words of the containers list that say what any container is, not which
 * one: "a corrugated cardboard container and a fiberboard container with a
 * wood base" names two containers by "corrugated cardboard" and "fiberboard
 * … wood base".
 */
const CONTAINER_FILLER = new Set([
  "a", "an", "the", "one", "each", "our", "we", "provide", "offer", "also", "both", "either", "plus", "for", "of", "made", "from", "in", "with", "without",
  "container", "alternative", "box", "case",
]);

/** A word as the containers check compares it: lower case, a plural's "s" off, so "bases" is "base". */
function containerWord(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss") ? lower.slice(0, -1) : lower;
}

function containerWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(containerWord).filter((w) => !CONTAINER_FILLER.has(w));
}

/**
 * The containers the alternative-container statement names that no direct
 * cremation line prices (§453.2(b)(4)(ii)(C): a separate price for each
 * direct cremation offered, with a description of its container). The list
 * is read as staff write it, one container between each comma, semicolon,
 * "and" and "or"; a container is priced when one direct cremation line's
 * name or description says every distinguishing word of it ("fiberboard",
 * "wood", "base"). Each unpriced one is answered as written, with those words.
 */
export function unpricedContainers(containers: string, items: readonly Pick<PriceListItem, "kind" | "name" | "description">[]): Array<{ container: string; words: string[] }> {
  const lines = items
    .filter((i) => i.kind === "directCremation")
    .map((i) => new Set(containerWords(`${i.name} ${i.description ?? ""}`)));
  return containers
    .replace(/\.\s*$/, "")
    .split(/[,;&/]|\b(?:and|or)\b/i)
    .map((part) => part.trim().replace(/^(?:an?|the)\s+/i, ""))
    .map((container) => ({ container, words: [...new Set(containerWords(container))] }))
    .filter(({ words }) => words.length > 0 && !lines.some((line) => words.every((w) => line.has(w))));
}

/** The lines of one kind, as the page groups them, in the Rule's order, "other" last; within a kind, the order saved. */
export function groupPriceListItems(items: readonly PriceListItem[]): Array<{ kind: PriceListItemKind; items: PriceListItem[] }> {
  return PRICE_LIST_ITEM_KINDS.map((kind) => ({ kind, items: items.filter((i) => i.kind === kind) })).filter((g) => g.items.length > 0);
}

/** The low and high price over some lines (a range's top counts), e.g. the direct cremations' range. */
export function priceSpan(items: readonly PriceListItem[]): { fromCents: number; toCents: number } | null {
  if (items.length === 0) return null;
  const lows = items.map((i) => i.priceCents);
  const highs = items.map((i) => i.priceToCents ?? i.priceCents);
  return { fromCents: Math.min(...lows), toCents: Math.max(...highs) };
}

/**
 * "$1,295", or "$1,295.50" when there are cents. Plain arithmetic, no Intl
 * formatter (building one costs a slow phone a pause; see dates.ts).
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = abs % 100;
  return `${sign}$${dollars}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** A line's price as printed: "$1,295" or "$995 to $8,500". */
export function formatItemPrice(item: Pick<PriceListItem, "priceCents" | "priceToCents">): string {
  return item.priceToCents === null ? formatCents(item.priceCents) : `${formatCents(item.priceCents)} to ${formatCents(item.priceToCents)}`;
}

/**
 * Cents from dollars as staff type them ("1295", "1,295.50", "$1,295");
 * null when it is not an amount with at most two decimals.
 */
export function parseDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ""] = clean.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Dollars for a form field: "1295" or "1295.50". */
export function centsToDollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
