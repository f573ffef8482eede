import { localeFromPath } from "@fh/validators/locale";
import { lazy, Suspense, useEffect, useState } from "react";
import { loadNamespaces } from "@fh/i18n/browser";
import { whenIdle } from "../../lib/idle";

// The widget's words come with its code, in the document's language (one per page load).
const ChatWidget = lazy(async () => {
  const [widget] = await Promise.all([import("./ChatWidget"), loadNamespaces(localeFromPath(window.location.pathname), ["chat"])]);
  return widget;
});

/**
 * Mounts the chat widget once the page has painted and the browser is idle,
 * so its code is fetched after the page the visitor came for.
 */
export function ChatWidgetLoader() {
  const [ready, setReady] = useState(false);

  useEffect(() => whenIdle(() => setReady(true)), []);

  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}
