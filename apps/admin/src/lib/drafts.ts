import { useCallback, useEffect, useState } from "react";

/**
 * What staff type into a dialog is kept in this tab's sessionStorage until it
 * is saved or cancelled, so that a session ending mid-edit (401 -> login)
 * loses nothing: after signing in again, the same dialog opens with the text.
 */
const PREFIX = "fh-admin-draft:";

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/**
 * Form values backed by a draft. `initial` is used when no draft exists; the
 * returned `restored` says the values came from an unsaved draft.
 */
export function useDraftForm<T extends object>(key: string, initial: () => T) {
  const [state, setState] = useState(() => {
    const draft = read<T>(key);
    return { values: draft ? { ...initial(), ...draft } : initial(), restored: draft !== null };
  });

  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(state.values));
    } catch {
      // storage full or unavailable: the form still works, only the safety net is gone
    }
  }, [key, state.values]);

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setState((s) => ({ ...s, values: { ...s.values, [field]: value } }));
  }, []);

  const discard = useCallback(() => clearDraft(key), [key]);

  return { values: state.values, restored: state.restored, set, discard };
}
