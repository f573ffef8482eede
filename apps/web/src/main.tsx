import "@fh/client/zod-csp";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App";
import { createQueryClient } from "./lib/trpc";
import { readQueryState, restoreQueryState } from "./ssr/query-state";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const queryClient = createQueryClient();
restoreQueryState(queryClient, readQueryState(document));
const app = (
  <StrictMode>
    <App queryClient={queryClient} Router={BrowserRouter} />
  </StrictMode>
);

// The server sends each page already drawn (src/entry-server.tsx): take it
// over as it is. An empty root (`vite dev`, or a render the server gave up
// on) is drawn here from scratch. Hydrating in a transition lets React yield
// to the browser every few milliseconds (it can paint the photo meanwhile)
// instead of holding the main thread for the whole page; a click that comes
// meanwhile makes React finish at once and is then handled, not lost.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
