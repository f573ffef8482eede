import { business, siteFacts } from "@fh/client/site-facts";
import { fullAddress, publicPages, telHref } from "@fh/validators/site";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/context";
import { rich } from "../../i18n/rich";
import { SectionLink } from "./SectionLink";
import { landingSections } from "./sections";

const footerLink = "inline-flex min-h-10 items-center rounded-sm text-gold-soft/95 underline-offset-4 hover:text-white hover:underline";

/** The footer of SPEC §2: blurb, social page, quick links, address, 24/7 note, policies, Staff Portal, © 2025. */
export function SiteFooter() {
  const t = useT("site");
  const newTab = <span className="sr-only">{t("newTab")}</span>;
  return (
    <footer className="bg-navy-dark text-white/90">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-semibold text-white">{business.name}</p>
          <p className="mt-3 text-white/85">
            {t("footer.blurb")}
          </p>
          <a href={business.socialUrl} target="_blank" rel="noopener noreferrer" className={`${footerLink} mt-3`}>
            {t("footer.facebook")}
            {newTab}
          </a>
        </div>

        <nav aria-label={t("footer.quickLinks")}>
          <h2 className="font-serif text-lg font-semibold text-white">{t("footer.quickLinks")}</h2>
          <ul className="mt-3 space-y-1">
            {landingSections.map((s) => (
              <li key={s.id}>
                <SectionLink to={s.id} className={footerLink}>
                  {t(s.label)}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to={publicPages.obituaries} className={footerLink}>
                {t("nav.obituaries")}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-serif text-lg font-semibold text-white">{t("footer.visitUs")}</h2>
          <address className="mt-3 not-italic text-white/85">
            {business.streetAddress}
            <br />
            {business.city}, {business.region} {business.postalCode}
          </address>
          <p className="mt-3 text-white/85">
            <a
              href={`https://maps.google.com/?q=${encodeURIComponent(fullAddress(business))}`}
              target="_blank"
              rel="noopener noreferrer"
              className={footerLink}
            >
              {t("footer.directions")}
              {newTab}
            </a>
          </p>
        </div>

        <div>
          <h2 className="font-serif text-lg font-semibold text-white">{t("footer.alwaysHere")}</h2>
          <p className="mt-3 text-white/85">{t("footer.available")}</p>
          <p className="mt-1 text-white/85">
            {rich(t("footer.call", { phone: business.phone }), {
              phone: (phone) => (
                <a href={telHref(business.phone)} className={footerLink}>
                  {phone}
                </a>
              ),
            })}
          </p>
        </div>
      </div>

      <div className="border-t border-white/15">
        {/* pb-24 keeps the last line clear of the floating chat button (56 px, 16-24 px from the bottom edge, plus its
            ring): at the end of every page nothing readable or tappable rests under it. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-24 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className="text-white/80">{t("footer.rights", { name: business.name })}</p>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
            <li>
              <Link to={publicPages.pricing} className={footerLink}>
                {t("footer.priceList")}
              </Link>
            </li>
            <li>
              <Link to={publicPages.privacy} className={footerLink}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to={publicPages.terms} className={footerLink}>
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link to={publicPages.familyPage} className={footerLink}>
                {t("footer.familyPage")}
              </Link>
            </li>
            <li>
              <a href={siteFacts.staffLoginUrl} target="_blank" rel="noopener noreferrer" className={footerLink}>
                {t("footer.staffPortal")}
                {newTab}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
