import type { BUDGET_RANGES, CONSULTATION_TYPES, SERVICE_INTERESTS } from "@fh/validators/site";

/**
 * The booking form's values as messages of the "consultation" catalog: the
 * form, the family's confirmation and the staff's notice say the same words.
 */
export const consultationTypeLabels = {
  "in-person": "type.inPerson",
  virtual: "type.virtual",
  phone: "type.phone",
} as const satisfies Record<(typeof CONSULTATION_TYPES)[number], string>;

export const serviceInterestLabels = {
  "traditional-funeral": "interest.traditionalFuneral",
  cremation: "interest.cremation",
  memorial: "interest.memorial",
  "pre-planning": "interest.prePlanning",
  "veteran-services": "interest.veteranServices",
  "grief-support": "interest.griefSupport",
  other: "interest.other",
} as const satisfies Record<(typeof SERVICE_INTERESTS)[number], string>;

export const budgetRangeLabels = {
  "under-5000": "budget.under5000",
  "5000-10000": "budget.5000to10000",
  "10000-15000": "budget.10000to15000",
  "15000-20000": "budget.15000to20000",
  "over-20000": "budget.over20000",
  "discuss-later": "budget.discussLater",
} as const satisfies Record<(typeof BUDGET_RANGES)[number], string>;
