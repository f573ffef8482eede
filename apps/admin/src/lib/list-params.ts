import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * A staff list's search, filter and page live in the address (?q=smith&page=2),
 * so a reload, a session that ended and came back through the login page, or
 * a link to a colleague shows the same page. Changes replace the history
 * entry: Back leaves the list rather than replaying every keystroke.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();

  const text = useCallback((key: string) => params.get(key) ?? "", [params]);

  /** One of `allowed` from the address (a status filter); anything else reads as "" (all). */
  const oneOf = useCallback(
    <S extends string>(key: string, allowed: readonly S[]): S | "" => {
      const raw = params.get(key) ?? "";
      return (allowed as readonly string[]).includes(raw) ? (raw as S) : "";
    },
    [params],
  );

  /** A page number from the address; anything but a whole number from 1 reads as 1. */
  const page = useCallback(
    (key = "page") => {
      const raw = params.get(key);
      const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
      return n >= 1 ? n : 1;
    },
    [params],
  );

  /** Sets (or, with "", null or page 1, drops) the given keys. */
  const set = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === "" || value === 1) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { text, oneOf, page, set };
}

/**
 * Keeps the address's page number on the page the server answered: asked
 * for page 3 of a list that now has 2 (its last row was deleted), the
 * server answers page 2 and the address follows, so Previous and a reload
 * start from what is on screen. `answered` is undefined while a page loads.
 */
export function useAnsweredPage(key: string, answered: number | undefined) {
  const { page, set } = useListParams();
  const requested = page(key);
  useEffect(() => {
    if (answered !== undefined && answered !== requested) set({ [key]: answered });
  }, [answered, key, requested, set]);
}
