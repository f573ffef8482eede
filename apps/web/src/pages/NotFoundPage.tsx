import { business } from "@fh/client/site-facts";
import { plainTitle } from "@fh/client/titles";
import { buttonClass } from "@fh/ui";
import { publicPages } from "@fh/validators/site";
import { Link } from "react-router-dom";
import { SiteLayout } from "../components/site/SiteLayout";

/** Any path the router does not know (SPEC §2). */
export function NotFoundPage() {
  return (
    <SiteLayout title={plainTitle("404 Page Not Found", business)}>
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <h1 className="text-4xl font-semibold">404 Page Not Found</h1>
        <p className="mt-4 text-lg text-ink-soft">
          The page you are looking for does not exist. Did you forget to add the page to the router?
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={publicPages.home} className={buttonClass("primary", "lg")}>
            Return Home
          </Link>
          <Link to={publicPages.obituaries} className={buttonClass("secondary", "lg")}>
            View Obituaries
          </Link>
        </div>
      </div>
    </SiteLayout>
  );
}
