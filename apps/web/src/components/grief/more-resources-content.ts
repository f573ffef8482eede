/**
 * The structure of the /more-grief-resources directory; its words are the
 * resources namespace's messages, by these keys ("{key}.name",
 * ".description", ".detail"). Organisations' 555 numbers are fictional
 * examples; 988 and 2-1-1 are the real national lines.
 */

export interface DirectoryEntry {
  key: string;
  phone?: string;
  /** A further line ("{key}.detail"). */
  detail?: true;
}

export const specializedServices: DirectoryEntry[] = [
  { key: "child", phone: "(561) 555-0131" },
  { key: "infant", phone: "(561) 555-0136" },
  { key: "suicide", phone: "(561) 555-0153" },
  { key: "spouse", phone: "(561) 555-0124" },
  { key: "veterans", phone: "(561) 555-0171" },
  { key: "pet", phone: "(561) 555-0185" },
];

/**
 * Messages "group.{key}.place", ".schedule" (the day, with the hours as
 * {time}), ".sessions". The hours on a 24-hour clock, written the page's way
 * (clockRangeIn).
 */
export const groupLocations = [
  { key: "lakeWorth", address: "Lake Worth Beach, FL", from: "18:30", to: "20:00" },
  { key: "boynton", address: "Boynton Beach, FL", from: "10:00", to: "11:30" },
  { key: "greenacres", address: "Greenacres, FL", from: "14:00", to: "15:30" },
  { key: "delray", address: "Delray Beach, FL", from: "9:30", to: "11:00" },
] as const;

export const faithBasedSupport: DirectoryEntry[] = [
  { key: "ministries", detail: true },
  { key: "christian", phone: "(561) 555-0127" },
  { key: "jewish", phone: "(561) 555-0149" },
  { key: "chaplaincy", phone: "(561) 555-0162" },
];

export const therapyOptions: DirectoryEntry[] = [{ key: "individual" }, { key: "family" }, { key: "complicated" }, { key: "online" }];

export const communityResources: DirectoryEntry[] = [
  { key: "lifeline", phone: "988" },
  { key: "helpline", phone: "211" },
  { key: "aging", phone: "(561) 555-0178" },
  { key: "library" },
];
