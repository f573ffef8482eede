import type { DocumentKey } from "../../lib/documents";

/**
 * The structure of the grief-support page; its words are the grief namespace's
 * messages (packages/i18n/catalogs), by these keys. Provider names and their 555
 * numbers are fictional examples of the kind of local help a family can reach.
 */

export interface Provider {
  /** Messages "provider.{key}.kind", ".description", ".day". */
  key: "lakeside" | "hospice" | "harbor";
  name: string;
  phone: string;
  /** Its weekly group: from and to as a 24-hour clock, written the page's way (clockRangeIn). */
  group: { from: string; to: string; place: string };
}

export const localProviders: Provider[] = [
  { key: "lakeside", name: "Lakeside Grief Counseling Center", phone: "(561) 555-0142", group: { from: "18:30", to: "20:00", place: "Lake Worth Beach" } },
  { key: "hospice", name: "Palm Coast Hospice Bereavement Program", phone: "(561) 555-0167", group: { from: "10:00", to: "11:30", place: "West Palm Beach" } },
  { key: "harbor", name: "Harbor Light Children's Grief Center", phone: "(561) 555-0118", group: { from: "18:00", to: "19:30", place: "Boynton Beach" } },
];

/** Messages "stage.{key}.name" and ".description". */
export const griefStages = ["denial", "anger", "bargaining", "depression", "acceptance"] as const;

/** Messages "coping.{key}.title" and ".description". */
export const copingStrategies = ["grieve", "body", "others", "routines", "express"] as const;

/** Messages "guide.{key}.title" and ".description". */
export const resourceGuides = ["understandingGrief", "helpingChildren", "holidays"] as const satisfies readonly DocumentKey[];

/** Messages "sign.{n}". */
export const professionalHelpSigns = ["sign.1", "sign.2", "sign.3", "sign.4", "sign.5", "sign.6", "sign.7"] as const;

/** Messages "idea.{key}.title" and ".description". */
export const memorialIdeas = ["garden", "book", "cause", "candle", "celebration", "letter"] as const;
