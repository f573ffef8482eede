import type * as Validators from "@fh/validators";
import { useEffect, useState } from "react";

/**
 * A form's checks (zod, about 25 KB gzipped) loaded after the page rather than
 * with it, so a page that shows a form lower down stays quick to load and to
 * take over. `load()` fetches them (once); `current()` is what has arrived.
 */
export function lazySchema<S>(pick: (validators: typeof Validators) => S) {
  let schema: S | undefined;
  let loading: Promise<S> | undefined;
  const load = (): Promise<S> =>
    (loading ??= import("@fh/validators").then(
      (m) => (schema = pick(m)),
      (error: unknown) => {
        loading = undefined; // a lost connection: the next try fetches again
        throw error;
      },
    ));
  return { load, current: () => schema };
}

/**
 * Starts loading a lazy schema when the form mounts in the browser (never on
 * the server), and says when it has settled: the form holds its controls
 * until then (a split second), so what is sent is always checked at once.
 */
export function useLoadedSchema(schema: { load: () => Promise<unknown>; current: () => unknown }): boolean {
  const [settled, setSettled] = useState(() => schema.current() !== undefined);
  useEffect(() => {
    let live = true;
    // A failure settles too: it is retried, and reported, when the form is sent.
    schema.load().then(
      () => live && setSettled(true),
      () => live && setSettled(true),
    );
    return () => {
      live = false;
    };
  }, [schema]);
  return settled;
}
