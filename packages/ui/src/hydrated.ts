import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while the browser takes a server-drawn page over
 * (apps/web's pages are drawn on the server);
 * true from then on, and at once on a page drawn in the browser (a link
 * followed inside the site), so those never flash.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
