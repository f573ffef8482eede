import type * as Validators from "@fh/validators";

/**
 * A form's checks (zod, about 25 KB gzipped) loaded after the page rather than
 * with it, so a page that shows a form lower down stays quick to load and to
 * take over. `load()` fetches them (once): at the first focus in the form,
 * or at the latest when it is sent; `current()` is what has arrived.
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
