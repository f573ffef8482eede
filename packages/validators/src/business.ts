/**
 * The funeral home's public facts. Defined once; the server overrides them from
 * the environment (BUSINESS_* variables, checked by business-schema.ts) and
 * hands them to both apps, so a new phone number is one setting, never a
 * search through the code. No zod here: every page needs these facts, and the
 * public site's first load stays small.
 */
export interface Business {
  name: string;
  phone: string;
  email: string;
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
  hours: string;
  socialUrl: string;
}

export const defaultBusiness: Business = {
  name: "Lake Worth Family Funeral Home",
  phone: "(561) 555-0199",
  email: "care@lakeworthfuneralhome.example",
  streetAddress: "1200 Lake Avenue",
  city: "Lake Worth",
  region: "FL",
  postalCode: "33460",
  hours: "Open 24 hours, 7 days a week",
  socialUrl: "https://www.facebook.com/",
};

/** "(561) 555-0199" -> "tel:+15615550199" for call buttons. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

export function fullAddress(b: Business): string {
  return `${b.streetAddress}, ${b.city}, ${b.region} ${b.postalCode}`;
}
