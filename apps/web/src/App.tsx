import { Spinner, useToasts } from "@fh/ui";
import { sitePageEntries } from "@fh/validators/site";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { Route, Routes } from "react-router-dom";
import { ChatWidgetLoader } from "./components/chat/ChatWidgetLoader";
import { createTrpcClient, trpc } from "./lib/trpc";
import { pageComponents } from "./routes";

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
      {/* Below the public site's fixed top bar (h-16), so its call button stays in reach. */}
      <Toaster phoneTopClassName="top-16" />
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
        </Router>
        <ToasterOnDemand />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
