import { Spinner, useToasts } from "@fh/ui";
import { LOCALE_HEADER, localizePath, type Locale } from "@fh/validators/locale";
import { sitePageEntries } from "@fh/validators/site";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { Route, Routes } from "react-router-dom";
import { ChatWidgetLoader } from "./components/chat/ChatWidgetLoader";
import { LocaleProvider, useT } from "./i18n/context";
import { whenIdle } from "./lib/idle";
import { createTrpcClient, trpc } from "./lib/trpc";
import { pageComponents } from "./routes";

// The offer of another language runs only on English pages, after the take-over: its own chunk.
const LanguageOffer = lazy(() => import("./components/site/LanguageOffer").then((m) => ({ default: m.LanguageOffer })));

function LanguageOfferOnEnglish({ locale }: { locale: Locale }) {
  const [ready, setReady] = useState(false);
  useEffect(() => (locale === "en" ? whenIdle(() => setReady(true)) : undefined), [locale]);
  return ready ? (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  ) : null;
}

// Notifications render from their own chunk (Radix), fetched when the first
// one is shown: toast() only needs the small store, so a visit without one
// never loads or runs it (SPEC §9's behaviour is unchanged).
const Toaster = lazy(() => import("@fh/ui/toaster").then((m) => ({ default: m.Toaster })));

function ToasterOnDemand() {
  const t = useT("site");
  const shown = useToasts().length > 0;
  const [needed, setNeeded] = useState(shown);
  if (shown && !needed) setNeeded(true); // once mounted, it stays for the next ones
  return needed ? (
    <Suspense fallback={null}>
      {/* Below the public site's fixed top bar (h-16), so its call button stays in reach. */}
      <Toaster phoneTopClassName="top-16" closeLabel={t("toast.close")} />
    </Suspense>
  ) : null;
}

function PageLoading() {
  const t = useT("site");
  return (
    <div className="flex min-h-screen items-center justify-center text-navy">
      <Spinner label={t("loading")} />
    </div>
  );
}

export interface AppProps {
  queryClient: QueryClient;
  /** BrowserRouter in the browser; a StaticRouter at the requested address on the server. */
  Router: ComponentType<{ children: ReactNode; basename?: string }>;
  /** The page's language, from its address. */
  locale: Locale;
}

export function App({ queryClient, Router, locale }: AppProps) {
  // Every API call says the page's language, so the server's errors come back in it.
  const [trpcClient] = useState(() => createTrpcClient({ [LOCALE_HEADER]: locale }));
  // Spanish pages live under /es/…: the routes and links stay the English
  // paths, and the router adds the prefix (a link to /obituaries is /es/obituaries).
  const basename = localizePath("/", locale).replace(/\/$/, "") || undefined;
  return (
    <LocaleProvider locale={locale}>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Router basename={basename}>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              {/* The public site's routes (SPEC §2): the page table, each page with its component. */}
              {sitePageEntries.map(([key, { path }]) => {
                const Page = pageComponents[key];
                return <Route key={key} path={path} element={<Page />} />;
              })}
            </Routes>
          </Suspense>
          {/* Mounts after the page is taken over, so the server's HTML and the first render agree.
              Inside the router so a page linked from a reply opens without losing the conversation. */}
          <ChatWidgetLoader />
          <LanguageOfferOnEnglish locale={locale} />
        </Router>
        <ToasterOnDemand />
      </QueryClientProvider>
    </trpc.Provider>
    </LocaleProvider>
  );
}
