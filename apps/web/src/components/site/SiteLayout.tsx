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

/** Sets the document title and, on a new page, starts at the top unless a #section is asked for. */
export function usePageTitle(title: string) {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
