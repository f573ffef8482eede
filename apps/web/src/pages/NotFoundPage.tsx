import { buttonClass } from "@fh/ui";
import { Link } from "react-router-dom";

/** Any path the router does not know (SPEC §2). */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="text-3xl font-semibold">404 Page Not Found</h1>
      <p className="mt-4 text-ink-soft">
        The page you are looking for does not exist. Did you forget to add the page to the router?
      </p>
      <Link to="/" className={buttonClass("primary", "md", "mt-8")}>
        Return Home
      </Link>
    </main>
  );
}
