import { useSyncExternalStore } from "react";

/**
 * The notification store (no UI here, so calling toast() costs a page nothing;
 * the Radix viewport lives in toaster.tsx). Notifications as SPEC §9 sets them: one visible at a time, 5000 ms, swipe
 * right past 50 px to dismiss, F8 focuses the region, at most 420 px wide,
 * a dismissed toast removed from memory after about 1,000,000 ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  /**
   * One button in the notice (Undo). `altText` tells screen-reader users where
   * else they can do the same, since the notice goes away on its own.
   */
  action?: { label: string; altText: string; onClick: () => void };
  /** How long it stays, when its action needs longer than TOAST_DURATION_MS to be used. */
  durationMs?: number;
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(items.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: number): void {
  emit(items.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of items) if (id === undefined || t.id === id) scheduleRemoval(t.id);
}

/** Shows a toast; the newest replaces the one on screen. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => items, () => items);
}

