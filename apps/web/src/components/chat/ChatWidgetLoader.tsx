import { lazy, Suspense, useEffect, useState } from "react";

const ChatWidget = lazy(() => import("./ChatWidget"));

/**
 * Mounts the chat widget once the page has painted and the browser is idle,
 * so its code is fetched after the page the visitor came for.
 */
export function ChatWidgetLoader() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 300);
    return () => clearTimeout(timer);
  }, []);

  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}
