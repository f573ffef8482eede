import { Button, inputClass, Select } from "@fh/ui";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";

/** How long typing may pause before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/**
 * A staff list's search box: by name, email or phone (SPEC words the rest).
 * It answers `onSearch` once typing pauses, and at once on Enter; Escape or
 * the Clear button empties it.
 */
export function SearchBox({
  value,
  onSearch,
  label = "Search",
  placeholder = "Name, email or phone",
}: {
  value: string;
  onSearch: (q: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  // The address may change under the box (Back, a cleared search): follow it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const send = useCallback((q: string) => {
    const trimmed = q.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    latest.current(trimmed);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => send(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [send, text]);

  return (
    <form
      role="search"
      className="min-w-0 flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        send(text);
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-ink-soft">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          className={inputClass}
          value={text}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape" && text) {
              e.preventDefault();
              setText("");
              send("");
            }
          }}
        />
        {text ? (
          <Button
            variant="secondary"
            onClick={() => {
              setText("");
              send("");
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A list's status filter: "All" and each status. */
export function StatusFilter<S extends string>({
  value,
  options,
  onChange,
  label = "Filter by status",
}: {
  value: S | "";
  options: { value: S; label: string }[];
  onChange: (value: S | "") => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="w-full sm:w-60">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-soft">
        {label}
      </label>
      <Select
        id={id}
        className="mt-1"
        options={[{ value: "", label: "All" }, ...options]}
        value={value}
        onChange={(e) => onChange(e.target.value as S | "")}
      />
    </div>
  );
}

export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-end gap-3">{children}</div>;
}

export interface PageInfo {
  page: number;
  pageCount: number;
  total: number;
  limit: number;
  items: readonly unknown[];
}

/** "Showing 21–40 of 140". */
export function showingText({ page, limit, total, items }: PageInfo): string {
  if (total === 0) return "Nothing to show";
  const from = (page - 1) * limit + 1;
  return `Showing ${from}–${from + items.length - 1} of ${total}`;
}

/**
 * Previous / Next under a list, with "Showing 21–40 of 140 · Page 2 of 7".
 * Nothing when everything fits on one page. After a move, focus goes to
 * `focusTarget` (the list's heading), so the reader starts at the top of the
 * new page and a screen reader hears where it is.
 */
export function Pager({
  info,
  label,
  onPage,
  focusTarget,
  busy = false,
}: {
  info: PageInfo;
  /** What is paged, for the navigation's name ("Live obituaries"). */
  label: string;
  onPage: (page: number) => void;
  focusTarget?: RefObject<HTMLElement | null>;
  busy?: boolean;
}) {
  if (info.pageCount <= 1) return null;
  const go = (page: number) => {
    onPage(page);
    const target = focusTarget?.current;
    if (target) {
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: "start" });
    }
  };
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-soft" aria-live="polite">
        {showingText(info)} · Page {info.page} of {info.pageCount}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={busy || info.page <= 1} onClick={() => go(info.page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={busy || info.page >= info.pageCount} onClick={() => go(info.page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
