import { business } from "@fh/client/site-facts";
import { Button, buttonClass } from "@fh/ui";
import {
  alternativeContainerStatement,
  formatCents,
  formatItemPrice,
  fullAddress,
  GENERAL_PRICE_LIST_CAPTION,
  groupPriceListItems,
  itemDescription,
  priceListItemRules,
  priceSpan,
  PRICING_PDF_PATH,
  publicPages,
  RIGHT_TO_SELECT_STATEMENT,
  telHref,
  type PriceListItem,
  type PriceListItemKind,
  type RuleStatement,
} from "@fh/validators/site";
import { localizePath, type Locale } from "@fh/validators/locale";
import { Link } from "react-router-dom";
import { BackLink } from "../components/obituaries/BackLink";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT } from "../i18n/context";
import { dateWords, pageTitleIn } from "@fh/i18n";
import { rich } from "../i18n/rich";
import { trpc } from "../lib/trpc";

/** A statement of the Rule, set apart so a reader sees it is the notice the law asks for. */
function Statement({ statement }: { statement: RuleStatement }) {
  return (
    <p lang="en" className="mt-2 border-l-4 border-gold/60 pl-3 text-base text-ink-soft print:text-sm">
      {statement.text}
    </p>
  );
}

/** A line: its name as staff wrote it (English), its price, and what it includes in the page's language when staff wrote that, else in English. */
function Line({ item, locale }: { item: PriceListItem; locale: Locale }) {
  const description = itemDescription(item, locale);
  return (
    <li className="break-inside-avoid py-3">
      <div className="flex items-baseline justify-between gap-4">
        <span lang="en" className="min-w-0 font-medium text-ink">
          {item.name}
        </span>
        <span className="shrink-0 text-right font-semibold text-navy-dark tabular-nums">{formatItemPrice(item)}</span>
      </div>
      {description ? (
        <p lang={description.lang} className="mt-1 text-ink-soft">
          {description.text}
        </p>
      ) : null}
    </li>
  );
}

/** The lines of one kind; direct cremations and immediate burials first give their range (§453.2(b)(4)(ii)(C), (D)). */
function Group({ kind, items, containers }: { kind: PriceListItemKind; items: PriceListItem[]; containers: string }) {
  const t = useT("pricing");
  const locale = useLocale();
  const rule = priceListItemRules[kind];
  const span = rule.repeatable && kind !== "other" ? priceSpan(items) : null;
  const statements = kind === "directCremation" ? [alternativeContainerStatement(containers)] : rule.statements;
  return (
    <section aria-label={kind === "other" ? t("otherLabel") : rule.title} className="break-inside-avoid border-t border-line pt-2 pb-4 first:border-t-0">
      {span && items.length > 1 ? (
        <h2 className="pt-3 text-lg font-semibold">
          {t("range", { kind: rule.title, from: formatCents(span.fromCents), to: formatCents(span.toCents) })}
        </h2>
      ) : null}
      <ul className="divide-y divide-line/60">
        {items.map((item, index) => (
          <Line key={`${item.kind}-${index}`} item={item} locale={locale} />
        ))}
      </ul>
      {statements.map((s) => (
        <Statement key={s.cite + s.text.slice(0, 20)} statement={s} />
      ))}
    </section>
  );
}

/**
 * The General Price List in effect today (FTC Funeral Rule, 16 CFR
 * 453.2(b)(4)): the funeral home's name, address and phone, the caption and
 * effective date, the right-to-select statement, then every line with the
 * statements that go with it. Drawn by the server from priceList.current, so
 * it reads and prints without a script; the PDF at /pricing.pdf is drawn
 * from the same answer.
 */
export function PricingPage() {
  const t = useT("pricing");
  const site = useT("site");
  const locale = useLocale();
  const dates = dateWords(locale);
  const phoneLink = (phone: string) => (
    <a className="text-navy underline" href={telHref(business.phone)}>
      {phone}
    </a>
  );
  const current = trpc.priceList.current.useQuery(undefined, { retryOnMount: false });
  const list = current.data;

  return (
    <SiteLayout title={pageTitleIn(locale, "pricing", business)}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
        <div className="print:hidden">
          <BackLink to={publicPages.home}>{site("backToHome")}</BackLink>
        </div>

        <header className="mt-6 print:mt-0">
          <p className="font-serif text-lg font-semibold text-navy-dark">{business.name}</p>
          <p className="text-ink-soft">
            {fullAddress(business)} ·{" "}
            <a className="text-navy underline" href={telHref(business.phone)}>
              {business.phone}
            </a>
          </p>
          {/* The Rule's caption, in the page's language; the law's own English follows in the list. */}
          <h1 className="mt-4 text-4xl font-semibold">{locale === "en" ? GENERAL_PRICE_LIST_CAPTION : site("title.pricing")}</h1>
          {list ? (
            <p className="mt-2 text-lg text-ink">
              {rich(t("effective", { date: dates.long(list.effectiveDate) }), {
                time: (date) => <time dateTime={list.effectiveDate}>{date}</time>,
              })}
            </p>
          ) : null}
        </header>

        {current.isPending ? (
          <p className="mt-8 text-lg text-ink-soft">{t("loading")}</p>
        ) : !list ? (
          <p className="mt-8 text-lg text-ink-soft">{rich(t("updating", { phone: business.phone }), { phone: phoneLink })}</p>
        ) : (
          <>
            {list.isDemo ? (
              <p role="note" className="mt-6 rounded-lg border border-gold bg-cream p-4 font-medium text-ink">
                {t("demo")}
              </p>
            ) : null}

            <div className="mt-6 flex flex-wrap gap-3 print:hidden">
              {/* The PDF in the page's language (/es/pricing.pdf): the server draws each. */}
              <a href={localizePath(PRICING_PDF_PATH, locale)} className={buttonClass("primary", "md")}>
                {t("pdf")}
              </a>
              <Button variant="secondary" onClick={() => window.print()}>
                {t("print")}
              </Button>
              <Link to={publicPages.planAhead} className={buttonClass("secondary", "md")}>
                {t("planAhead")}
              </Link>
            </div>

            {locale !== "en" ? <p className="mt-6 text-ink-soft">{t("englishNote")}</p> : null}

            <p lang="en" className="mt-6 rounded-lg border border-line bg-white p-4 text-ink print:border-ink/40">
              {RIGHT_TO_SELECT_STATEMENT.text}
            </p>

            <div className="mt-6 rounded-lg border border-line bg-white px-4 sm:px-6 print:border-0 print:px-0">
              {groupPriceListItems(list.items).map((group) => (
                <Group key={group.kind} kind={group.kind} items={group.items} containers={list.alternativeContainers} />
              ))}
            </div>

            <p className="mt-6 text-ink-soft">{t("footer")}</p>
          </>
        )}
      </div>
    </SiteLayout>
  );
}
