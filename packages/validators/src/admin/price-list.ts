import { z } from "zod";
import { calendarDate, optionalText, requiredText } from "../fields";
import { PRICE_LIST_ITEM_KINDS, REQUIRED_PRICE_LIST_KINDS, priceListItemRules, unpricedContainers } from "../price-list";

/** The most a line may cost: $1,000,000 in cents (a typo guard; every real price is far below). */
export const PRICE_MAX_CENTS = 100_000_000;
/** Lines in one version: the sixteen the Rule requires and room for every other offer. */
export const PRICE_LIST_MAX_ITEMS = 80;

/** Whole cents, as every amount is stored: no floats, so $1,295.10 stays exactly that. */
function cents(label: string) {
  return z
    .number({ error: `${label} must be an amount in cents` })
    .int({ error: `${label} must be whole cents` })
    .min(0, { error: `${label} cannot be negative` })
    .max(PRICE_MAX_CENTS, { error: `${label} must be at most $1,000,000` });
}

/**
 * One line: a kind from the Rule's catalogue (or "other"), its name, what it
 * includes, and a price or a from–to range. Which kinds must be ranges, and
 * which must say what they include, is the catalogue's (price-list.ts).
 */
export const priceListItemInput = z
  .strictObject({
    kind: z.enum(PRICE_LIST_ITEM_KINDS, { error: "Kind must be one of the price list's kinds" }),
    name: requiredText(120, { label: "Name" }),
    description: optionalText(1000, { label: "Description" }).transform((s) => s ?? null),
    // Optional translations of the description, for /es/pricing and /ht/pricing; absent, those pages show the English.
    descriptionEs: optionalText(1000, { label: "Spanish description" }).transform((s) => s ?? null),
    descriptionHt: optionalText(1000, { label: "Haitian Creole description" }).transform((s) => s ?? null),
    priceCents: cents("Price"),
    priceToCents: cents("Highest price").nullish().transform((n) => n ?? null),
  })
  .superRefine((item, ctx) => {
    const rule = priceListItemRules[item.kind];
    if (rule.needsDescription && !item.description) {
      ctx.addIssue({ code: "custom", path: ["description"], message: `Description is required: say what the price of ${rule.title.toLowerCase()} includes` });
    }
    if (rule.price === "range" && item.priceToCents === null) {
      ctx.addIssue({ code: "custom", path: ["priceToCents"], message: "Highest price is required: this item is shown as a price range" });
    }
    if (rule.price === "fixed" && item.priceToCents !== null) {
      ctx.addIssue({ code: "custom", path: ["priceToCents"], message: "Highest price must be empty: this item has one price" });
    }
    if (item.priceToCents !== null && item.priceToCents < item.priceCents) {
      ctx.addIssue({ code: "custom", path: ["priceToCents"], message: "Highest price must be at least the price" });
    }
    // A translation says what the English says: with no English there is nothing for it to translate, and the English page would show nothing.
    for (const [field, language] of [
      ["descriptionEs", "Spanish"],
      ["descriptionHt", "Haitian Creole"],
    ] as const) {
      if (item[field] && !item.description) {
        ctx.addIssue({ code: "custom", path: [field], message: `${language} description needs the English description it translates` });
      }
    }
  });

/**
 * admin.priceList.save: a whole new version. Every item the Rule requires
 * must be there (a list missing one is not a General Price List), once
 * unless each offer of it has its own price. That the effective date is
 * today or later is checked by the procedure, which knows today.
 */
export const priceListSaveInput = z
  .strictObject({
    effectiveDate: calendarDate({ label: "Effective date" }),
    alternativeContainers: requiredText(300, { label: "Alternative containers" }),
    items: z
      .array(priceListItemInput, { error: "Items must be a list" })
      .max(PRICE_LIST_MAX_ITEMS, { error: `Items: at most ${PRICE_LIST_MAX_ITEMS} lines` }),
  })
  .superRefine((input, ctx) => {
    for (const kind of REQUIRED_PRICE_LIST_KINDS) {
      const at = input.items.flatMap((item, index) => (item.kind === kind ? [index] : []));
      const rule = priceListItemRules[kind];
      if (at.length === 0) ctx.addIssue({ code: "custom", path: ["items"], message: `Items must include ${rule.title.toLowerCase()} (${rule.cite})` });
      if (at.length > 1 && !rule.repeatable) {
        ctx.addIssue({ code: "custom", path: ["items", at[1]!, "kind"], message: `${rule.title} is listed once` });
      }
    }
    // Each container the direct-cremation statement names is one a family may choose, so each has its price (§453.2(b)(4)(ii)(C)).
    for (const { container, words } of unpricedContainers(input.alternativeContainers, input.items)) {
      ctx.addIssue({
        code: "custom",
        path: ["alternativeContainers"],
        message: `"${container}" has no price: add a direct cremation line whose name or description says ${words.map((w) => `"${w}"`).join(", ")}, or take it out of this list`,
      });
    }
  });
export type PriceListSaveInput = z.input<typeof priceListSaveInput>;
