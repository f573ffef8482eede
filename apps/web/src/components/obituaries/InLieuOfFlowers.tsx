import type { RouterOutputs } from "@fh/api";
import { useT } from "../../i18n/context";
import { rich } from "../../i18n/rich";

type Wish = NonNullable<RouterOutputs["obituaries"]["byId"]["inLieuOfFlowers"]>;

/**
 * "In lieu of flowers": the charity the family named, as a link to its own
 * site, and their wish in their own words. Nothing is sold or paid here, and
 * nothing else is shown beside it. Nothing is drawn when they asked for nothing.
 */
export function InLieuOfFlowers({ wish }: { wish: Wish | null }) {
  const t = useT("obituary");
  const site = useT("site");
  if (!wish) return null;
  return (
    <section aria-labelledby="flowers-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm wrap-anywhere sm:p-8" data-testid="in-lieu-of-flowers">
      <h2 id="flowers-title" className="text-2xl font-semibold">
        {t("flowers.title")}
      </h2>
      {wish.charityName && wish.charityUrl ? (
        <p className="mt-3 text-lg text-ink">
          {rich(t("flowers.charity", { charity: wish.charityName }), {
            charity: (name) => (
              <a className="font-semibold text-navy underline" href={wish.charityUrl!} target="_blank" rel="noopener noreferrer nofollow" aria-describedby="flowers-note">
                {name}
                <span className="sr-only">{site("newTab")}</span>
              </a>
            ),
          })}
        </p>
      ) : null}
      {wish.charityName && wish.charityUrl ? (
        <p id="flowers-note" className="mt-1 text-sm text-ink-soft">
          {t("flowers.charityNote")}
        </p>
      ) : null}
      {wish.wish ? <p className="mt-3 whitespace-pre-line text-lg text-ink">{wish.wish}</p> : null}
    </section>
  );
}
