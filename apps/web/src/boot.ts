/**
 * The page's first script. The server sends each page already drawn
 * (src/entry-server.tsx), so the app's code is not needed for the first
 * paint: it is fetched right after it, and the page is not held back by
 * 100 KB of JavaScript on a slow phone. An empty page (`vite dev`, or a
 * render the server gave up on) loads the app at once.
 */
import "./styles.css";

/** The page's own chunks, named by the server (apps/server/src/web/preload.ts). */
function preloadPageModules(): void {
  const text = document.getElementById("page-modules")?.textContent;
  if (!text) return;
  let files: unknown;
  try {
    files = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== "string") continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = file;
    link.crossOrigin = "";
    document.head.appendChild(link);
  }
}

function start(): void {
  preloadPageModules();
  void import("./main");
}

/**
 * Runs once the browser reports the page's first contentful paint (the frame
 * is on screen), or after the next frame where paint timing is not reported.
 * A page opened in a background tab paints only when shown; the safety timer
 * loads the app regardless.
 */
function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  setTimeout(once, 3000);
  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === "first-contentful-paint")) {
        observer.disconnect();
        setTimeout(once, 0);
      }
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

if (document.getElementById("root")?.firstElementChild) afterFirstPaint(start);
else start();
