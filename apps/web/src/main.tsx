import "@fh/client/zod-csp";
import { localeFromPath, stripLocale } from "@fh/validators/locale";
import { matchPage } from "@fh/validators/site";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App";
import { pageNamespaces, SITE_NAMESPACE } from "@fh/i18n";
import { loadNamespaces } from "@fh/i18n/browser";
import { createQueryClient } from "./lib/trpc";
import { readQueryState, restoreQueryState } from "./ssr/query-state";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The page's language is its address's (/es/…, /ht/…, else English), never the browser's.
const locale = localeFromPath(window.location.pathname);
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} Router={BrowserRouter} locale={locale} />
  </StrictMode>
);

// The server sends each page already drawn (src/entry-server.tsx): take it
// over as it is. An empty root (`vite dev`, or a render the server gave up
// on) is drawn here from scratch. Preact (preact.vite.ts) takes a page over in
// one short task; until it has, the forms' controls are disabled and buttons
// say aria-disabled (decision 003), so nothing typed or clicked is lost.
// The words come first: the site's and the page's, in the page's language, and the
// answers the page was drawn with (the server names the chunks these need in the
// HTML, so they are already on their way).
const page = matchPage(stripLocale(window.location.pathname)).key;
void Promise.all([
  loadNamespaces(locale, [SITE_NAMESPACE, ...pageNamespaces[page]]),
  restoreQueryState(queryClient, readQueryState(document)),
]).then(() => {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
