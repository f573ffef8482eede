import { Spinner, useToasts } from "@fh/ui";
import { publicPages } from "@fh/validators/site";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { Route, Routes } from "react-router-dom";
import { ChatWidgetLoader } from "./components/chat/ChatWidgetLoader";
import { createTrpcClient, trpc } from "./lib/trpc";

/**
 * A page loaded on first visit (one chunk per route), from a module's named
 * export. Hydrating server HTML waits for the chunk without redrawing, and the
 * server preloads it (apps/server/src/web/preload.ts).
 */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

/**
 * The public site's routes (SPEC §2). One line per page: add a page here and
 * in publicPages (@fh/validators) so the server stops answering 404 for it.
 */
const routes: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: publicPages.home, Page: page(() => import("./pages/HomePage"), (m) => m.HomePage) },
  { path: publicPages.obituaries, Page: page(() => import("./pages/ObituariesPage"), (m) => m.ObituariesPage) },
  { path: publicPages.submitObituary, Page: page(() => import("./pages/SubmitObituaryPage"), (m) => m.SubmitObituaryPage) },
  { path: publicPages.creativeSubmit, Page: page(() => import("./pages/CreativeSubmitPage"), (m) => m.CreativeSubmitPage) },
  { path: "/obituaries/:id", Page: page(() => import("./pages/ObituaryPage"), (m) => m.ObituaryPage) },
  { path: publicPages.bookConsultation, Page: page(() => import("./pages/BookConsultationPage"), (m) => m.BookConsultationPage) },
  { path: publicPages.griefSupport, Page: page(() => import("./pages/GriefSupportPage"), (m) => m.GriefSupportPage) },
  { path: publicPages.moreGriefResources, Page: page(() => import("./pages/MoreGriefResourcesPage"), (m) => m.MoreGriefResourcesPage) },
  { path: publicPages.privacy, Page: page(() => import("./pages/PrivacyPage"), (m) => m.PrivacyPage) },
  { path: publicPages.terms, Page: page(() => import("./pages/TermsPage"), (m) => m.TermsPage) },
  { path: "*", Page: page(() => import("./pages/NotFoundPage"), (m) => m.NotFoundPage) },
];

// Notifications render from their own chunk (Radix), fetched when the first
// one is shown: toast() only needs the small store, so a visit without one
// never loads or runs it (SPEC §9's behaviour is unchanged).
const Toaster = lazy(() => import("@fh/ui/toaster").then((m) => ({ default: m.Toaster })));

function ToasterOnDemand() {
  const shown = useToasts().length > 0;
  const [needed, setNeeded] = useState(shown);
  if (shown && !needed) setNeeded(true); // once mounted, it stays for the next ones
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center text-navy">
      <Spinner label="Loading..." />
    </div>
  );
}

export interface AppProps {
  queryClient: QueryClient;
  /** BrowserRouter in the browser; a StaticRouter at the requested address on the server. */
  Router: ComponentType<{ children: ReactNode }>;
}

export function App({ queryClient, Router }: AppProps) {
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Router>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </Router>
        <ToasterOnDemand />
        {/* Mounts after the page is taken over, so the server's HTML and the first render agree. */}
        <ChatWidgetLoader />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
