import {
  basicServicesDeclinable,
  computeEstimate,
  defaultItems,
  type Estimate,
  isSingleKind,
  PRE_PLANNING_ARRANGEMENTS,
  type ChosenItem,
  type PrePlanningArrangement,
  type PriceListContent,
  type PriceListItemKind,
  type RangeChoice,
} from "@fh/validators/site";
import { useCallback, useEffect, useState } from "react";

/** The steps of /plan-ahead, in order; the address's ?step= says which one shows, so Back and a reload keep the place. */
export const PLAN_STEPS = ["start", "arrangement", "items", "summary", "contact"] as const;
export type PlanStep = (typeof PLAN_STEPS)[number];

export type PlanContact = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredContactMethod: string;
  preferredCallTime: string;
  budgetRange: string;
  additionalNotes: string;
  website: string;
};

/** Everything the family has chosen so far; kept in this tab's sessionStorage so a reload loses nothing. */
export interface PlanState {
  forWhom: "self" | "other" | "";
  deathOccurred: boolean | null;
  isUrgent: boolean;
  arrangement: PrePlanningArrangement | "";
  /** The arrangement the items were last started from: choosing another starts them afresh. */
  itemsFor: PrePlanningArrangement | "";
  items: ChosenItem[];
  contact: PlanContact;
}

export const emptyContact: PlanContact = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  preferredContactMethod: "phone",
  preferredCallTime: "",
  budgetRange: "",
  additionalNotes: "",
  website: "",
};

export const emptyPlan: PlanState = { forWhom: "", deathOccurred: null, isUrgent: false, arrangement: "", itemsFor: "", items: [], contact: emptyContact };

const STORAGE_KEY = "fh-plan-ahead";

function readSaved(): PlanState | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<PlanState>;
    const arrangement = (PRE_PLANNING_ARRANGEMENTS as readonly string[]).includes(saved.arrangement ?? "") ? (saved.arrangement as PrePlanningArrangement) : "";
    return { ...emptyPlan, ...saved, arrangement, contact: { ...emptyContact, ...saved.contact } };
  } catch {
    // Storage refused (private mode) or an old shape: start afresh.
    return null;
  }
}

/**
 * The plan and its setters. Drawn on the server with nothing chosen; once the
 * browser takes over, what this tab chose before (a reload) comes back, and
 * `restored` turns true so forms start from it.
 */
export function usePlanState() {
  const [plan, setPlan] = useState<PlanState>(emptyPlan);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const saved = readSaved();
    if (saved) setPlan(saved);
    setRestored(true);
  }, []);
  useEffect(() => {
    if (!restored) return;
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(plan));
    } catch {
      // Nothing to do: the plan still works, it just will not survive a reload.
    }
  }, [plan, restored]);
  const update = useCallback((patch: Partial<PlanState>) => setPlan((p) => ({ ...p, ...patch })), []);
  const clear = useCallback(() => {
    setPlan(emptyPlan);
    try {
      window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // As above.
    }
  }, []);
  return { plan, update, clear, restored };
}

/** Items with the basic services fee put back when nothing chosen includes it (it cannot be declined then). */
export function withRequiredFee(items: ChosenItem[], list: Pick<PriceListContent, "items">): ChosenItem[] {
  const kinds = items.map((i) => i.kind);
  if (kinds.includes("basicServices") || basicServicesDeclinable(kinds)) return items;
  const lineId = list.items.findIndex((i) => i.kind === "basicServices");
  return lineId < 0 ? items : [{ kind: "basicServices", lineId, choice: null }, ...items];
}

/** The items an arrangement starts with, the fee included where required. */
export function startingItems(arrangement: PrePlanningArrangement, list: Pick<PriceListContent, "items">): ChosenItem[] {
  return withRequiredFee(defaultItems(arrangement, list), list);
}

/** Adds or removes one line; a line of a one-line kind (a direct cremation) replaces the other line of its kind. */
export function toggleLine(items: ChosenItem[], list: Pick<PriceListContent, "items">, lineId: number, on: boolean): ChosenItem[] {
  const item = list.items[lineId];
  if (!item) return items;
  const kind: PriceListItemKind = item.kind;
  let next = items.filter((c) => c.lineId !== lineId);
  if (on) {
    if (isSingleKind(kind)) next = next.filter((c) => c.kind !== kind);
    next.push({ kind, lineId, choice: item.priceToCents === null ? null : "later" });
  }
  return withRequiredFee(next, list);
}

export function setChoice(items: ChosenItem[], lineId: number, choice: RangeChoice): ChosenItem[] {
  return items.map((c) => (c.lineId === lineId ? { ...c, choice } : c));
}

/**
 * The estimate of these items, or null when they no longer fit the list in
 * effect: a plan kept in this tab from before staff published a new price
 * list may name lines that are gone.
 */
export function estimateOrNull(list: Pick<PriceListContent, "items">, items: readonly ChosenItem[]): Estimate | null {
  try {
    return computeEstimate(list, items);
  } catch {
    return null;
  }
}
