import type { prePlanningRequests } from "@fh/db";
import { budgetRangeLabels } from "@fh/i18n/consultation-labels";
import { wordsIn } from "@fh/i18n/node";
import { readableDateIn } from "@fh/i18n/node";
import {
  adminPages,
  formatCents,
  isLocale,
  LANGUAGE_NAMES_FOR_STAFF,
  localizePath,
  PRE_PLANNING_ESTIMATE_PATH,
  type Business,
  type Locale,
} from "@fh/validators";
import type { Context, PrintableEstimate } from "../context";
import { renderEmail, type Block, type RenderedEmail } from "./layout";
import { enqueueEmail, enqueueStaffEmail, type OutboxWriter } from "./outbox";

type PrePlanningRow = typeof prePlanningRequests.$inferSelect;

/** The request as its PDF prints it. */
export function printableEstimate(row: Omit<PrePlanningRow, "estimateTokenHash">, version: { alternativeContainers: string; isDemo: boolean }): PrintableEstimate {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    arrangement: row.arrangement,
    locale: isLocale(row.locale) ? row.locale : "en",
    lines: row.lines,
    totalCents: row.totalCents,
    priceListEffectiveDate: row.priceListEffectiveDate,
    alternativeContainers: version.alternativeContainers,
    isDemo: version.isDemo,
    createdAt: row.createdAt,
  };
}

/** The emailed link's address: the token in the path, in the family's language. */
export function estimateLink(publicUrl: string, token: string, locale: Locale): string {
  return `${publicUrl}${localizePath(PRE_PLANNING_ESTIMATE_PATH, locale)}/${token}`;
}

/** A file name for the estimate: "pre-planning-estimate-1042.pdf". */
export function estimateFileName(id: number): string {
  return `pre-planning-estimate-${id}.pdf`;
}

/** An arrangement in the page's English words (staff read their emails in English). */
function arrangementInEnglish(arrangement: string | null): string {
  const t = wordsIn("en", "planAhead") as (key: string) => string;
  return arrangement ? t(`arrangement.${arrangement}.title`) : "Not chosen";
}

export function staffPrePlanningRequest(business: Business, adminUrl: string, row: PrePlanningRow): RenderedEmail {
  const locale = isLocale(row.locale) ? row.locale : "en";
  const name = `${row.firstName} ${row.lastName}`;
  const consultation = wordsIn("en", "consultation");
  const blocks: Block[] = [
    {
      paragraph: row.isUrgent
        ? `URGENT: a family wrote that a death has occurred and asked to be contacted now. Please call ${row.phone} as soon as you can.`
        : "A family sent a pre-planning request from the website's Plan ahead page.",
    },
    { paragraph: locale === "en" ? "Written in English." : `Written in ${LANGUAGE_NAMES_FOR_STAFF[locale]}. Their estimate and email went out in ${LANGUAGE_NAMES_FOR_STAFF[locale]}.` },
    {
      fields: [
        ["Name", name],
        ["Email", row.email],
        ["Phone", row.phone],
        ["Contact by", row.preferredContactMethod ?? "Not given"],
        ["Best time", row.preferredCallTime ?? "Not given"],
        ["For", row.forWhom === "self" ? "Themselves" : "Someone else"],
        ["A death has occurred", row.deathOccurred ? "Yes" : "No"],
        ["Arrangement", arrangementInEnglish(row.arrangement)],
        ["Budget", row.budgetRange && row.budgetRange in budgetRangeLabels ? consultation(budgetRangeLabels[row.budgetRange as keyof typeof budgetRangeLabels]) : "Not given"],
        ["Notes", row.additionalNotes ?? "None"],
      ],
    },
    {
      fields: [
        ...row.lines.map((l): [string, string] => [l.name, `${formatCents(l.priceCents)}${l.choice === "later" ? " (decide later: low end counted)" : l.choice ? ` (${l.choice} of ${formatCents(l.rangeFromCents ?? 0)} to ${formatCents(l.rangeToCents ?? 0)})` : ""}`]),
        ["Estimate total", formatCents(row.totalCents)],
        ["Price list", row.priceListEffectiveDate ? `effective ${readableDateIn(row.priceListEffectiveDate, "en") ?? row.priceListEffectiveDate}` : "Not known"],
      ],
    },
    { link: `${adminUrl}${adminPages.prePlanning}`, label: "Open pre-planning requests in the staff portal" },
  ];
  const subject = row.isUrgent ? `URGENT pre-planning request: ${name}, call now` : `Pre-planning request: ${name}, estimate ${formatCents(row.totalCents)}`;
  return renderEmail(business, subject, blocks);
}

export function familyPrePlanningEstimate(business: Business, row: PrePlanningRow, link: string, attached: boolean): RenderedEmail {
  const locale = isLocale(row.locale) ? row.locale : "en";
  const t = wordsIn(locale, "planAhead");
  const blocks: Block[] = [
    { paragraph: wordsIn(locale, "family")("greeting", { name: row.firstName }) },
    ...(row.isUrgent ? [{ paragraph: t("email.urgent", { phone: business.phone }) }] : []),
    { paragraph: t("email.thanks") },
    {
      fields: [
        [t("email.arrangement"), (t as (key: string) => string)(`arrangement.${row.arrangement ?? "undecided"}.title`)],
        [t("email.total"), formatCents(row.totalCents)],
        [t("email.priceList"), row.priceListEffectiveDate ? (readableDateIn(row.priceListEffectiveDate, locale) ?? row.priceListEffectiveDate) : ""],
      ],
    },
    { paragraph: attached ? t("email.attached") : t("email.linkOnly") },
    { link, label: t("email.open") },
    { paragraph: t("summary.notContract") },
    { paragraph: t("email.next", { phone: business.phone }) },
  ];
  return renderEmail(business, t("email.subject", { business: business.name }), blocks, locale);
}

/**
 * Staff's email (urgent ones marked in the subject) and the family's, with
 * the estimate's PDF attached and its token link, in the request's
 * transaction. Without notification settings nothing is written.
 */
export async function notifyPrePlanningRequest(
  ctx: Context,
  tx: OutboxWriter,
  row: PrePlanningRow,
  extra: { token: string; alternativeContainers: string; isDemo: boolean },
): Promise<void> {
  const settings = ctx.notifications;
  if (!settings) return;
  const now = ctx.now();
  await enqueueStaffEmail(tx, settings, "staff.pre_planning_request", staffPrePlanningRequest(ctx.business, settings.adminUrl, row), now);
  const locale = isLocale(row.locale) ? row.locale : "en";
  const pdf = ctx.estimatePdf ? await ctx.estimatePdf(printableEstimate(row, extra)) : null;
  await enqueueEmail(
    tx,
    settings,
    {
      kind: "family.pre_planning_estimate",
      to: [row.email.toLowerCase()],
      ...familyPrePlanningEstimate(ctx.business, row, estimateLink(settings.publicUrl, extra.token, locale), pdf !== null),
      attachments: pdf
        ? [{ filename: estimateFileName(row.id), contentType: "application/pdf", content: Buffer.from(pdf).toString("base64"), encoding: "base64" }]
        : [],
    },
    now,
  );
}
