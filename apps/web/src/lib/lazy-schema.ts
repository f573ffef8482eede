import type * as PublicSchemas from "@fh/validators/public";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { whenIdle } from "./idle";

/**
 * A form's checks (zod, about 25 KB gzipped) loaded after the page rather than
 * with it, so a page that shows a form lower down stays quick to load and to
 * take over. `load()` fetches them (once); `current()` is what has arrived.
 */
export function lazySchema<S>(pick: (schemas: typeof PublicSchemas) => S) {
  let schema: S | undefined;
  let loading: Promise<S> | undefined;
  const load = (): Promise<S> =>
    (loading ??= import("@fh/validators/public").then(
      (m) => (schema = pick(m)),
      (error: unknown) => {
        loading = undefined; // a lost connection: the next try fetches again
        throw error;
      },
    ));
  return { load, current: () => schema };
}

/**
 * Loads a form's lazy checks once the page has been taken over and the
 * browser is idle, or at once when someone reaches into the form (a field or
 * button gets focus, a finger or pointer comes down on it), whichever is first.
 * `ready` says they have arrived (or failed to: sending retries and reports
 * that). Fields take typing before then; the Send button says aria-disabled
 * until then, and sending awaits the checks anyway, so a message sent in the
 * first instant is still checked and never lost.
 */
export function useLazySchema(schema: { load: () => Promise<unknown>; current: () => unknown }): {
  ready: boolean;
  formProps: { onFocus: () => void; onPointerDown: () => void };
} {
  const [ready, setReady] = useState(() => schema.current() !== undefined);
  const live = useRef(true);
  const start = useCallback(() => {
    const settle = () => {
      if (live.current) setReady(true);
    };
    schema.load().then(settle, settle);
  }, [schema]);
  useEffect(() => {
    live.current = true;
    const cancel = whenIdle(start);
    return () => {
      live.current = false;
      cancel();
    };
  }, [start]);
  const formProps = useMemo(() => ({ onFocus: start, onPointerDown: start }), [start]);
  return { ready, formProps };
}
