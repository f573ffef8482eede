import type { RouterOutputs } from "@fh/api";
import { Button, cn, FieldNotes, inputClass } from "@fh/ui";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { formatDay } from "../lib/format";
import { trpc } from "../lib/trpc";
import { Badge, type Tone } from "./bits";

type Linkable = RouterOutputs["admin"]["obituaries"]["linkable"]["items"][number];

/** How long typing may pause before the server is asked (as the staff lists' search box). */
const SEARCH_DELAY_MS = 250;

/**
 * Each state in words, never colour alone. Only live and pending ones are
 * offered; the others show only as a service's current link that has since
 * been unlisted or declined, which staff must change or remove to save.
 */
const STATE_WORDS: Record<Linkable["state"], { label: string; tone: Tone }> = {
  live: { label: "Published", tone: "green" },
  pending: { label: "Waiting for review", tone: "gold" },
  unlisted: { label: "Unlisted, cannot be linked", tone: "red" },
  declined: { label: "Declined, cannot be linked", tone: "red" },
};

const fullName = (o: Pick<Linkable, "firstName" | "lastName">) => `${o.firstName} ${o.lastName}`;

function StateWord({ state }: { state: Linkable["state"] }) {
  const word = STATE_WORDS[state];
  return (
    <Badge tone={word.tone} className="shrink-0">
      {word.label}
    </Badge>
  );
}

function Lifespan({ o }: { o: Linkable }) {
  return (
    <span className="text-sm text-muted">
      {formatDay(o.dateOfBirth)} – {formatDay(o.dateOfDeath)}
    </span>
  );
}

/** Follows `value`, SEARCH_DELAY_MS after it last changed. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The service dialog's "linked obituary": a combobox (WAI-ARIA's editable
 * combobox with a list) over the live and pending obituaries. Typing part of
 * a name asks the server for a few matches (admin.obituaries.linkable), so
 * it stays quick with thousands of obituaries; each is marked Published or
 * Waiting for review. Arrow keys move through the list, Enter picks, Escape
 * closes it (and not the dialog). The current link is shown above the box
 * whatever the search finds, with Unlink beside it.
 */
export function ObituaryPicker({
  value,
  onChange,
  error,
  hint,
}: {
  /** The linked obituary's id, null for none. */
  value: number | null;
  /** Picked (with the name the service takes from it) or unlinked (null). */
  onChange: (picked: { id: number; name: string } | null) => void;
  error?: string | undefined;
  hint?: string;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const currentId = `${id}-current`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The link the dialog opened with, asked for once: it may be far down the list, or no longer linkable.
  const [initial] = useState(value);
  const [picked, setPicked] = useState<Linkable | null>(null);
  const q = useSettled(text.trim());

  const answer = trpc.admin.obituaries.linkable.useQuery(
    { q: q || undefined, selected: initial ?? undefined },
    { placeholderData: keepPreviousData },
  );
  const data = answer.data;
  const searching = answer.isFetching || q !== text.trim();

  const current: Linkable | null =
    value === null
      ? null
      : picked?.id === value
        ? picked
        : data?.selected?.id === value
          ? data.selected
          : (data?.items.find((o) => o.id === value) ?? null);

  // "None" heads the list until staff type a name, so the first match is the first Arrow Down away.
  const offersNone = text.trim() === "";
  const options: Array<Linkable | null> = [...(offersNone ? [null] : []), ...(data?.items ?? [])];
  const optionId = (i: number) => `${id}-option-${i}`;
  // A new answer may be shorter than the one the arrows were moving through.
  const activeIndex = open && active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (o: Linkable | null) => {
    setPicked(o);
    onChange(o ? { id: o.id, name: fullName(o) } : null);
    setText("");
    close();
  };

  // Radix's dialog closes on Escape from a listener on the document, before
  // the box's own handler: while the list is open (or text is in the box),
  // Escape belongs to the box, so it is claimed first, on the window.
  useEffect(() => {
    const claimEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || document.activeElement !== input.current) return;
      if (!open && !input.current?.value) return;
      e.preventDefault();
      if (open) close();
      else setText("");
    };
    window.addEventListener("keydown", claimEscape, true);
    return () => window.removeEventListener("keydown", claimEscape, true);
  }, [open]);

  // The active option stays in sight as the arrows move through a long list.
  useEffect(() => {
    if (activeIndex < 0) return;
    list.current?.querySelector(`#${CSS.escape(optionId(activeIndex))}`)?.scrollIntoView({ block: "nearest" });
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === "ArrowDown" ? 0 : options.length - 1);
        return;
      }
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => Math.min(options.length - 1, Math.max(0, i + step)));
    } else if (e.key === "Enter") {
      // Enter picks from the list; it never saves the whole dialog from here.
      e.preventDefault();
      if (activeIndex >= 0) pick(options[activeIndex] ?? null);
      else setOpen(true);
    } else if (e.key === "Tab") {
      close();
    }
  };

  const described = [currentId, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const found = data?.items.length ?? 0;
  const status = !open
    ? ""
    : searching && !data
      ? "Searching..."
      : found === 0
        ? q
          ? `No live or pending obituary matches "${q}".`
          : "No live or pending obituaries yet."
        : data?.more
          ? `Showing the first ${found} matches, most recent death first. Type more of the name to find others.`
          : `${found} ${found === 1 ? "obituary" : "obituaries"} found.`;
  // Written under the list too when there is nothing to pick or more to find (the count alone is only announced).
  const note = found === 0 || data?.more ? status : "";

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-soft">
        Obituary
      </label>
      <div className="flex items-center gap-3 rounded-md border border-line bg-cream/60 px-3 py-2 text-sm">
        <span id={currentId} className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          {value === null ? (
            <span className="text-ink-soft">Not linked</span>
          ) : current ? (
            <>
              <span className="min-w-0 text-ink wrap-anywhere">
                Linked to <span className="font-semibold">{fullName(current)}</span>
              </span>
              <Lifespan o={current} />
              <StateWord state={current.state} />
            </>
          ) : (
            <span className="text-ink-soft">
              {answer.isError
                ? "Linked to an obituary that could not be loaded"
                : answer.isSuccess
                  ? "Linked to an obituary that no longer exists"
                  : "Loading the linked obituary..."}
            </span>
          )}
        </span>
        {value !== null ? (
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            onClick={() => {
              pick(null);
              // The button goes with the link: focus goes on to the box, where another can be found.
              input.current?.focus();
            }}
          >
            Unlink
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        id={inputId}
        type="text"
        role="combobox"
        className={inputClass}
        value={text}
        placeholder="Type part of a name"
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <div hidden={!open} className="rounded-md border border-line bg-white shadow-sm">
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-label="Live and pending obituaries"
          aria-busy={searching || undefined}
          className={cn("max-h-64 overflow-y-auto py-1", searching && "opacity-60")}
          // Keeps focus in the box while an option is clicked.
          onMouseDown={(e) => e.preventDefault()}
        >
          {/* Drawn only while open: a closed list says nothing to anyone, and costs nothing. */}
          {(open ? options : []).map((o, i) => (
            <li
              key={o?.id ?? "none"}
              id={optionId(i)}
              role="option"
              aria-selected={(o?.id ?? null) === value}
              className={cn(
                "grid cursor-pointer grid-cols-[1rem_minmax(0,1fr)] gap-x-2 px-3 py-2 text-base",
                i === activeIndex ? "bg-navy/10 outline-2 -outline-offset-2 outline-navy" : "hover:bg-cream",
              )}
              onMouseMove={() => setActive(i)}
              onClick={() => pick(o)}
            >
              <span aria-hidden="true" className="text-navy">
                {(o?.id ?? null) === value ? "✓" : ""}
              </span>
              {o ? (
                <span>
                  <span className="block font-semibold text-ink wrap-anywhere">{fullName(o)}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Lifespan o={o} />
                    <StateWord state={o.state} />
                  </span>
                </span>
              ) : (
                <span className="text-ink-soft">None (not linked)</span>
              )}
            </li>
          ))}
        </ul>
        {note ? (
          <p className="border-t border-line px-3 py-2 text-sm text-muted" aria-hidden="true">
            {note}
          </p>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
