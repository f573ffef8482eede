import type { AppRouter } from "@fh/api";
import { firstErrors, type FieldErrors } from "@fh/client/field-errors";
import { loadNamespaces } from "@fh/i18n/browser";
import type { Locale } from "@fh/validators/locale";
import type { TRPCClientErrorLike } from "@trpc/client";
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from "react";
import type { z } from "zod";
import { useLocale } from "../i18n/context";

/**
 * The schemas speak SPEC §5's English ("Required"); a visitor reads each
 * message in the page's language. The server already answers in
 * it, and a message that is not an English one passes through unchanged.
 * Each language's messages ("fields" in @fh/i18n) are a chunk of their own,
 * fetched only on a page in that language with a form: an English page never
 * carries one, a Spanish page only the Spanish.
 */
type Translate = (message: string) => string;
type Translated = Exclude<Locale, "en">;
const translators = new Map<Translated, Translate>();
const loadTranslate = (locale: Translated) =>
  Promise.all([import("@fh/i18n/field-messages"), loadNamespaces(locale, ["fields"])]).then(([{ fieldMessageIn }]) => {
    const translate: Translate = (message) => fieldMessageIn(locale, message);
    translators.set(locale, translate);
    return translate;
  });

function inLanguage<K extends string>(errors: FieldErrors<K>, tr: Translate): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const [k, v] of Object.entries(errors) as [K, string | undefined][]) if (v) out[k] = tr(v);
  return out;
}

/** Field errors the server sent back with a 400 (the API's error formatter puts zod's flattened errors in data). */
export function serverFieldErrors<K extends string>(error: unknown): FieldErrors<K> {
  const data = (error as Partial<TRPCClientErrorLike<AppRouter>> | null)?.data;
  const fields: Partial<Record<string, string[]>> = data?.zodError?.fieldErrors ?? {};
  const out: FieldErrors<K> = {};
  for (const [k, v] of Object.entries(fields)) if (v?.[0]) out[k as K] = v[0];
  return out;
}

/**
 * A small form state for the public forms: values, per-field errors from the
 * same zod schema the server uses, and a focus move to the first bad field so
 * keyboard and screen-reader users land on the problem.
 */
export function useZodForm<V extends Record<string, string>>(initial: V, formId: string) {
  const locale = useLocale();
  const [values, setValues] = useState<V>(initial);
  const [errors, setShownErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});
  useEffect(() => {
    if (locale !== "en" && !translators.has(locale)) void loadTranslate(locale);
  }, [locale]);
  const setErrors = useCallback(
    (errs: FieldErrors<Extract<keyof V, string>>) => {
      if (locale === "en") return setShownErrors(errs);
      const translate = translators.get(locale);
      if (translate) return setShownErrors(inLanguage(errs, translate));
      // Not here yet (a very quick submit): the words follow as soon as they are.
      setShownErrors(errs);
      void loadTranslate(locale).then((tr) => setShownErrors(inLanguage(errs, tr)));
    },
    [locale],
  );
  const initialRef = useRef(initial);

  const set = useCallback(<K extends Extract<keyof V, string>>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setShownErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, []);

  const bind = useCallback(
    <K extends Extract<keyof V, string>>(key: K) => ({
      name: key,
      value: values[key],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(key, e.target.value as V[K]),
    }),
    [values, set],
  );

  const focusFirst = useCallback(
    (errs: FieldErrors<Extract<keyof V, string>>) => {
      const form = document.getElementById(formId);
      const first = Object.keys(initialRef.current).find((k) => errs[k as Extract<keyof V, string>]);
      if (!form || !first) return;
      const el = form.querySelector<HTMLElement>(`[name="${first}"]`);
      el?.focus();
    },
    [formId],
  );

  /** Parses the values with the schema; on failure shows the errors and returns null. */
  function validate<S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | null {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const errs = firstErrors<Extract<keyof V, string>>(result.error);
    setErrors(errs);
    focusFirst(errs);
    return null;
  }

  function showServerErrors(error: unknown): boolean {
    const errs = serverFieldErrors<Extract<keyof V, string>>(error);
    if (Object.keys(errs).length === 0) return false;
    setErrors(errs);
    focusFirst(errs);
    return true;
  }

  const reset = useCallback(() => {
    setValues(initialRef.current);
    setShownErrors({});
  }, []);

  return { values, errors, set, bind, validate, showServerErrors, reset, setErrors };
}
