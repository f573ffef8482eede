import { buttonClass } from "@fh/ui";
import { adminPages } from "@fh/validators/site";
import { Link } from "react-router-dom";
import { useStaffTitle } from "../lib/titles";

/**
 * Any staff address the app does not know (SPEC §2: '404 Page Not Found' with
 * the router hint). It says so rather than quietly showing the dashboard, so a
 * mistyped or outdated bookmark is noticed.
 */
export default function NotFoundPage() {
  useStaffTitle("notFound");
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="font-serif text-4xl font-semibold text-navy-dark">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-ink-soft">
        The page you are looking for does not exist. Did you forget to add the page to the router?
      </p>
      <Link to={adminPages.dashboard} className={buttonClass("primary", "lg", "mt-8")}>
        Back to Dashboard
      </Link>
    </main>
  );
}
