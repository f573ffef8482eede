/**
 * The one place that knows the staff session has ended. Any call that answers
 * 401 (a query, a mutation or an upload) reports it here; the app listens,
 * signs the user out and goes to the login page with the session-expired message.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let lastReport = 0;

export const SESSION_EXPIRED_TITLE = "Session Expired";
export const SESSION_EXPIRED_TOAST = "Please log in again to continue";
export const SESSION_EXPIRED_MESSAGE = "Session expired. Please log in again.";

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Several calls may fail together when a session ends; the user hears about it once. */
export function reportSessionExpired(): void {
  const now = Date.now();
  if (now - lastReport < 2000) return;
  lastReport = now;
  for (const listener of listeners) listener();
}

/** Where the login page sends the user back to, and why they are there. */
export interface LoginState {
  expired?: boolean;
  from?: string;
}
