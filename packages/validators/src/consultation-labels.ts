import type { BUDGET_RANGES, CONSULTATION_TYPES, SERVICE_INTERESTS } from "./constants";

/** Human labels for the booking form's values (SPEC §9): the form and the confirmation email say the same words. */
export const consultationTypeLabels: Record<(typeof CONSULTATION_TYPES)[number], string> = {
  "in-person": "In-Person at Our Funeral Home",
  virtual: "Virtual Video Call",
  phone: "Phone Call",
};

export const serviceInterestLabels: Record<(typeof SERVICE_INTERESTS)[number], string> = {
  "traditional-funeral": "Traditional Funeral",
  cremation: "Cremation",
  memorial: "Memorial Service",
  "pre-planning": "Pre-Planning",
  "veteran-services": "Veteran Services",
  "grief-support": "Grief Support",
  other: "Other",
};

export const budgetRangeLabels: Record<(typeof BUDGET_RANGES)[number], string> = {
  "under-5000": "Under $5,000",
  "5000-10000": "$5,000 - $10,000",
  "10000-15000": "$10,000 - $15,000",
  "15000-20000": "$15,000 - $20,000",
  "over-20000": "Over $20,000",
  "discuss-later": "Prefer to discuss later",
};
