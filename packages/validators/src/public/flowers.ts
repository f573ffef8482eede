import { z } from "zod";
import { isOneLine, optionalText } from "../fields";
import { recordId } from "../record-id";

export const FLOWERS_CHARITY_NAME_MAX = 150;
export const FLOWERS_WISH_MAX = 300;

/** A charity's page: https only (a family's page never sends a reader to a plain-http one), a host with a dot, no spaces. */
const HTTPS_ADDRESS = /^https:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;

/**
 * "In lieu of flowers", as the family or staff write it: a charity (its name
 * and its https address, both or neither) and/or a short wish in their own
 * words. Blank everywhere clears it. No amount, no payment: the site never
 * handles money.
 */
export const inLieuOfFlowersFields = {
  charityName: optionalText(FLOWERS_CHARITY_NAME_MAX).refine((s) => s == null || isOneLine(s), { error: "Must be on one line" }),
  charityUrl: optionalText(500).refine((s) => s == null || HTTPS_ADDRESS.test(s), { error: "Enter the charity's web address, starting with https://" }),
  wish: optionalText(FLOWERS_WISH_MAX),
};

type Flowers = { charityName?: string | null; charityUrl?: string | null };
const nameWithAddress = (f: Flowers) => (f.charityName == null) === (f.charityUrl == null);
// Which field is missing: the address when a name was given, else the name.
const missing = (f: Flowers) => (f.charityName == null ? "charityName" : "charityUrl");

/** admin.obituaries.setFlowers and the family's own: one obituary's wish. */
export const inLieuOfFlowersInput = z
  .strictObject({ obituaryId: recordId, ...inLieuOfFlowersFields })
  .superRefine((f, ctx) => {
    if (!nameWithAddress(f)) ctx.addIssue({ code: "custom", path: [missing(f)], message: "Give the charity's name and its web address together" });
  });
export type InLieuOfFlowersInput = z.input<typeof inLieuOfFlowersInput>;
