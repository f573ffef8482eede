import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** The public pages' frame: the fixed top bar, the page, the footer. */
export function SiteLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * Sets the document title and, on a page the app navigated to, starts at the
 * top unless a #section is asked for. The page the browser loaded itself (its
 * location's key is react-router's "default") keeps the browser's scroll: a
 * visitor who scrolled while a slow phone was still taking the page over, or
 * who reloaded halfway down, is not thrown back to the top.
 */
export function usePageTitle(title: string) {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!hash && key !== LOADED_PAGE_KEY) window.scrollTo(0, 0);
  }, [pathname, hash, key]);
}

/** react-router's key for the location the document was loaded at (not one it navigated to). */
const LOADED_PAGE_KEY = "default";
