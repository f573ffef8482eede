/**
 * Runs `task` when the browser next has nothing else to do (a timer where
 * requestIdleCallback is missing), at the latest after two seconds. Returns
 * the cancel. What is not needed for the first look (the chat, a form's
 * checks) waits for it, so the page the visitor came for comes first.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 300);
  return () => window.clearTimeout(handle);
}
