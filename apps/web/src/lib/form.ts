import type { AppRouter } from "@fh/api";
import { firstErrors, type FieldErrors } from "@fh/client/field-errors";
import type { TRPCClientErrorLike } from "@trpc/client";
import { useCallback, useRef, useState, type ChangeEvent } from "react";
import type { z } from "zod";

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
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});
  const initialRef = useRef(initial);

  const set = useCallback(<K extends Extract<keyof V, string>>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
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
    setErrors({});
  }, []);

  return { values, errors, set, bind, validate, showServerErrors, reset, setErrors };
}
