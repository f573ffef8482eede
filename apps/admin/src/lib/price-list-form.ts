import {
  centsToDollarsText,
  parseDollars,
  PRICE_LIST_ITEM_KINDS,
  priceListItemRules,
  REQUIRED_PRICE_LIST_KINDS,
  type PriceListContent,
  type PriceListItemKind,
  type PriceListSaveInput,
} from "@fh/validators";
import type { z } from "zod";

/** One line as the form holds it: amounts as typed (dollars), a key for React. */
export interface PriceRow {
  key: string;
  kind: PriceListItemKind;
  name: string;
  description: string;
  /** The description in Spanish and Haitian Creole: optional, the public pages show the English without them. */
  descriptionEs: string;
  descriptionHt: string;
  price: string;
  priceTo: string;
}

export interface PriceListDraft {
  effectiveDate: string;
  alternativeContainers: string;
  rows: PriceRow[];
}

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

/** A row for a kind, named as the Rule names it. */
export function emptyRow(kind: PriceListItemKind): PriceRow {
  return {
    key: newKey(),
    kind,
    name: kind === "other" ? "" : priceListItemRules[kind].title,
    description: "",
    descriptionEs: "",
    descriptionHt: "",
    price: "",
    priceTo: "",
  };
}

/**
 * The form to start from: the last saved version's lines (a change of price
 * usually touches a few lines), or one empty line per item the Rule requires.
 */
export function draftFrom(version: PriceListContent | null, today: string): PriceListDraft {
  if (!version) return { effectiveDate: today, alternativeContainers: "", rows: REQUIRED_PRICE_LIST_KINDS.map(emptyRow) };
  return {
    effectiveDate: today,
    alternativeContainers: version.alternativeContainers,
    rows: [...version.items]
      .sort((a, b) => PRICE_LIST_ITEM_KINDS.indexOf(a.kind) - PRICE_LIST_ITEM_KINDS.indexOf(b.kind))
      .map((item) => ({
        key: newKey(),
        kind: item.kind,
        name: item.name,
        description: item.description ?? "",
        descriptionEs: item.descriptionEs ?? "",
        descriptionHt: item.descriptionHt ?? "",
        price: centsToDollarsText(item.priceCents),
        priceTo: item.priceToCents === null ? "" : centsToDollarsText(item.priceToCents),
      })),
  };
}

const NOT_DOLLARS = "Enter dollars, e.g. 1295 or 1,295.50";

/**
 * The procedure's input from the form, and the amounts that are not dollars
 * (keyed as the server keys its errors: "items.3.priceCents"). An amount that
 * does not read is sent as NaN only if the caller ignores those errors.
 */
export function toSaveInput(draft: PriceListDraft): { input: PriceListSaveInput; amountErrors: Record<string, string> } {
  const amountErrors: Record<string, string> = {};
  const items = draft.rows.map((row, index) => {
    const priceCents = parseDollars(row.price);
    if (priceCents === null) amountErrors[`items.${index}.priceCents`] = NOT_DOLLARS;
    let priceToCents: number | null = null;
    if (row.priceTo.trim() !== "") {
      priceToCents = parseDollars(row.priceTo);
      if (priceToCents === null) amountErrors[`items.${index}.priceToCents`] = NOT_DOLLARS;
    }
    return {
      kind: row.kind,
      name: row.name,
      description: row.description,
      descriptionEs: row.descriptionEs,
      descriptionHt: row.descriptionHt,
      priceCents: priceCents ?? Number.NaN,
      priceToCents,
    };
  });
  return { input: { effectiveDate: draft.effectiveDate, alternativeContainers: draft.alternativeContainers, items }, amountErrors };
}

/** Every message of a failed check by its whole path ("items.3.name"), the first one each; "form" for none. */
export function errorsByPath(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}
