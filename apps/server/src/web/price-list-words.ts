import { wordsIn } from "@fh/i18n/node";
import { PRICE_LIST_ITEM_KINDS, priceListItemRules, RIGHT_TO_SELECT_STATEMENT, type Locale, type PriceListItemKind } from "@fh/validators";

/**
 * The General Price List's words in Spanish and Haitian Creole, for the
 * translated /pricing.pdf, from the "priceList" catalog of @fh/i18n. The FTC
 * Funeral Rule's statements stay in English, as the Rule words them
 * (@fh/validators price-list.ts), and the translation is printed beside each
 * one, labelled as a translation: the English governs
 * (docs/decisions/022-translated-documents.md). Prices and item names are
 * what staff wrote: shown as written. Descriptions are staff's too, in the
 * reader's language where staff wrote it (PriceListItem.descriptionEs,
 * descriptionHt), else in English.
 */
type Translated = Exclude<Locale, "en">;

export interface PriceListWords {
  /** The caption's translation, printed under "General Price List". */
  caption: string;
  effective: (date: string) => string;
  /** The box at the top: this is a translation and the English statements govern. */
  translationNotice: string;
  /** The label before each translated statement. */
  translationLabel: string;
  demoNote: string;
  range: (from: string, to: string) => string;
  closing: (effective: string, phone: string) => string;
  pageOf: (effective: string, page: number, pages: number) => string;
  kindTitles: Record<PriceListItemKind, string>;
  /** The Rule's statements, keyed by their English text. */
  statements: Record<string, string>;
  alternativeContainers: (containers: string) => string;
}

/** The Rule's statements a translation is printed beside, by their key in the catalog. */
const STATEMENT_KEYS = {
  rightToSelect: RIGHT_TO_SELECT_STATEMENT.text,
  basicServices: priceListItemRules.basicServices.statements[0]!.text,
  embalming: priceListItemRules.embalming.statements[0]!.text,
  caskets: priceListItemRules.caskets.statements[0]!.text,
  outerBurialContainers: priceListItemRules.outerBurialContainers.statements[1]!.text,
} as const;

function priceListWordsIn(locale: Translated): PriceListWords {
  const t = wordsIn(locale, "priceList");
  return {
    caption: t("caption"),
    effective: (date) => t("effective", { date }),
    translationNotice: t("translationNotice"),
    translationLabel: t("translationLabel"),
    demoNote: t("demoNote"),
    range: (from, to) => t("range", { from, to }),
    closing: (effective, phone) => t("closing", { effective, phone }),
    pageOf: (effective, page, pages) => t("pageOf", { effective, page, pages }),
    kindTitles: Object.fromEntries(PRICE_LIST_ITEM_KINDS.map((kind) => [kind, t(`kind.${kind}`)])) as Record<PriceListItemKind, string>,
    statements: Object.fromEntries(Object.entries(STATEMENT_KEYS).map(([key, english]) => [english, t(`statement.${key as keyof typeof STATEMENT_KEYS}`)])),
    // Staff's list of containers, its closing full stop left to the sentence.
    alternativeContainers: (containers) => t("alternativeContainers", { containers: containers.replace(/\.\s*$/, "") }),
  };
}

export const PRICE_LIST_WORDS: Record<Translated, PriceListWords> = { es: priceListWordsIn("es"), ht: priceListWordsIn("ht") };
