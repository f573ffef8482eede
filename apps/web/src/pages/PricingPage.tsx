import { formatLongDate } from "@fh/client/format";
import { business } from "@fh/client/site-facts";
import { pageTitle } from "@fh/client/titles";
import { Button, buttonClass } from "@fh/ui";
import {
  alternativeContainerStatement,
  formatCents,
  formatItemPrice,
  fullAddress,
  GENERAL_PRICE_LIST_CAPTION,
  groupPriceListItems,
  priceListItemRules,
  priceSpan,
  PRICING_PDF_PATH,
  publicPages,
  RIGHT_TO_SELECT_STATEMENT,
  sitePages,
  telHref,
  type PriceListItem,
  type PriceListItemKind,
  type RuleStatement,
} from "@fh/validators/site";
import { BackLink } from "../components/obituaries/BackLink";
import { SiteLayout } from "../components/site/SiteLayout";
import { trpc } from "../lib/trpc";

/** A statement of the Rule, set apart so a reader sees it is the notice the law asks for. */
function Statement({ statement }: { statement: RuleStatement }) {
  return <p className="mt-2 border-l-4 border-gold/60 pl-3 text-base text-ink-soft print:text-sm">{statement.text}</p>;
}

function Line({ item }: { item: PriceListItem }) {
  return (
    <li className="break-inside-avoid py-3">
      <div className="flex items-baseline justify-between gap-4">
        <span className="min-w-0 font-medium text-ink">{item.name}</span>
        <span className="shrink-0 text-right font-semibold text-navy-dark tabular-nums">{formatItemPrice(item)}</span>
      </div>
      {item.description ? <p className="mt-1 text-ink-soft">{item.description}</p> : null}
    </li>
  );
}

/** The lines of one kind; direct cremations and immediate burials first give their range (§453.2(b)(4)(ii)(C), (D)). */
function Group({ kind, items, containers }: { kind: PriceListItemKind; items: PriceListItem[]; containers: string }) {
  const rule = priceListItemRules[kind];
  const span = rule.repeatable && kind !== "other" ? priceSpan(items) : null;
  const statements = kind === "directCremation" ? [alternativeContainerStatement(containers)] : rule.statements;
  return (
    <section aria-label={kind === "other" ? "Other goods and services" : rule.title} className="break-inside-avoid border-t border-line pt-2 pb-4 first:border-t-0">
      {span && items.length > 1 ? (
        <h2 className="pt-3 text-lg font-semibold">
          {`${rule.title}s: ${formatCents(span.fromCents)} to ${formatCents(span.toCents)}`}
        </h2>
      ) : null}
      <ul className="divide-y divide-line/60">
        {items.map((item, index) => (
          <Line key={`${item.kind}-${index}`} item={item} />
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
  const current = trpc.priceList.current.useQuery(undefined, { retryOnMount: false });
  const list = current.data;

  return (
    <SiteLayout title={pageTitle(sitePages.pricing, business)}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
        <div className="print:hidden">
          <BackLink to={publicPages.home}>Back to Home</BackLink>
        </div>

        <header className="mt-6 print:mt-0">
          <p className="font-serif text-lg font-semibold text-navy-dark">{business.name}</p>
          <p className="text-ink-soft">
            {fullAddress(business)} ·{" "}
            <a className="text-navy underline" href={telHref(business.phone)}>
              {business.phone}
            </a>
          </p>
          <h1 className="mt-4 text-4xl font-semibold">{GENERAL_PRICE_LIST_CAPTION}</h1>
          {list ? (
            <p className="mt-2 text-lg text-ink">
              Effective <time dateTime={list.effectiveDate}>{formatLongDate(list.effectiveDate)}</time>
            </p>
          ) : null}
        </header>

        {current.isPending ? (
          <p className="mt-8 text-lg text-ink-soft">Loading the price list...</p>
        ) : !list ? (
          <p className="mt-8 text-lg text-ink-soft">
            Our price list is being updated. Call us at{" "}
            <a className="text-navy underline" href={telHref(business.phone)}>
              {business.phone}
            </a>{" "}
            and we will give you any price by phone.
          </p>
        ) : (
          <>
            {list.isDemo ? (
              <p role="note" className="mt-6 rounded-lg border border-gold bg-cream p-4 font-medium text-ink">
                This is a demonstration website: the prices below are fictional and are not an offer. The funeral home's own
                prices replace them when staff publish the first price list.
              </p>
            ) : null}

            <div className="mt-6 flex flex-wrap gap-3 print:hidden">
              <a href={PRICING_PDF_PATH} className={buttonClass("primary", "md")}>
                Download the PDF
              </a>
              <Button variant="secondary" onClick={() => window.print()}>
                Print this list
              </Button>
            </div>

            <p className="mt-6 rounded-lg border border-line bg-white p-4 text-ink print:border-ink/40">{RIGHT_TO_SELECT_STATEMENT.text}</p>

            <div className="mt-6 rounded-lg border border-line bg-white px-4 sm:px-6 print:border-0 print:px-0">
              {groupPriceListItems(list.items).map((group) => (
                <Group key={group.kind} kind={group.kind} items={group.items} containers={list.alternativeContainers} />
              ))}
            </div>

            <p className="mt-6 text-ink-soft">
              Prices are in US dollars and were in effect on the date above. Ask us for a price by phone at any time; you are
              entitled to a printed copy of this list to keep when you visit us to arrange a funeral.
            </p>
          </>
        )}
      </div>
    </SiteLayout>
  );
}
