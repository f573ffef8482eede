import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../../lib/idle";

const ChatWidget = lazy(() => import("./ChatWidget"));

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
