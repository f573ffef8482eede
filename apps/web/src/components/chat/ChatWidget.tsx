import { business } from "@fh/client/site-facts";
import { cn } from "@fh/ui";
import { CHAT_MESSAGE_MAX, clockTimeIn, CRISIS_LINE, TOOLTIP_DELAY_MS, telHref } from "@fh/validators/site";
import type { Locale } from "@fh/validators/locale";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useLocale, useT } from "../../i18n/context";
import { rich } from "../../i18n/rich";
import { promptChips, suggestedPrompts } from "./prompts";
import { crisisSmsHref, offersCrisisLine, replyParts, ReplyText, type ReplyPart } from "./reply-links";
import { useChatConversation } from "./useChatConversation";

type PanelState = "closed" | "open" | "minimised";

function ChatIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className={className} aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />
    </svg>
  );
}

/** Where `element` starts inside the scrolling `list`, in the list's own coordinates. */
function offsetWithin(element: HTMLElement, list: HTMLElement): number {
  return element.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
}

/**
 * A message's time on the reader's clock, written as the page writes every
 * time ("3:04 p. m."), not as the browser's Intl would (which has no Haitian
 * Creole and writes Spanish "p.m." its own way).
 */
function formatTime(value: Date | string, locale: Locale): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "" : clockTimeIn({ hours: d.getHours(), minutes: d.getMinutes() }, locale);
}

const crisisLinkClass =
  "rounded-sm py-1 font-semibold text-navy underline decoration-2 underline-offset-2 hover:text-navy-dark focus-visible:ring-2 focus-visible:ring-navy/40 focus-visible:outline-none";

/**
 * The floating grief-support chat (SPEC §2, §4): a button bottom-right that
 * opens the 'Grief Support' panel, which can be minimised and closed.
 */
export default function ChatWidget() {
  const t = useT("chat");
  const locale = useLocale();
  const [state, setState] = useState<PanelState>("closed");
  const [draft, setDraft] = useState("");
  const [hint, setHint] = useState(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const expandRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const ids = { title: useId(), hint: useId(), input: useId(), note: useId() };

  const chat = useChatConversation(state !== "closed");
  const showSuggestions = !chat.started && !chat.awaiting;
  const canSend = draft.trim() !== "" && !chat.awaiting;

  // The assistant's replies with their links (reply-links.tsx); a visitor's
  // own words are never turned into links.
  const replies = useMemo(() => {
    const parts = new Map<number, ReplyPart[]>();
    for (const m of chat.messages) if (m.sender === "ai") parts.set(m.id, replyParts(m.message, business.phone));
    return parts;
  }, [chat.messages]);
  const last = chat.messages.at(-1);
  const lastReplyId = last?.sender === "ai" ? last.id : null;
  const lastIsCrisis = lastReplyId !== null && offersCrisisLine(replies.get(lastReplyId) ?? []);
  /** The crisis reply that has already been given focus, so it is moved there once. */
  const announcedCrisis = useRef<number | null>(null);

  // Focus follows the panel: into the message box on open or expand, onto
  // the expand button on minimise, back to the launcher on close.
  useEffect(() => {
    if (state === "open") inputRef.current?.focus();
    else if (state === "minimised") expandRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = state !== "closed";
  }, [state]);

  // The message box is disabled while a reply is awaited, which drops focus;
  // give it back once the reply is in, if focus was left nowhere else. A
  // reply offering the 988 lifeline takes focus itself instead: a screen
  // reader reads it at once, the next Tab reaches "call 988", and on a phone
  // the keyboard closes rather than covering it.
  useEffect(() => {
    if (chat.awaiting || state !== "open") return;
    const active = document.activeElement;
    if (active && active !== document.body && !panelRef.current?.contains(active)) return;
    if (lastIsCrisis && lastReplyId !== announcedCrisis.current) {
      announcedCrisis.current = lastReplyId;
      listRef.current?.querySelector<HTMLElement>(`[data-message-id="${lastReplyId}"]`)?.focus({ preventScroll: true });
      return;
    }
    inputRef.current?.focus();
  }, [chat.awaiting, state, lastIsCrisis, lastReplyId]);

  // A new reply is shown from its first line, not its last: a long answer
  // (the crisis one above all) starts with what matters most. While the
  // visitor's message waits for an answer, the end of the list (the typing
  // indicator) is shown.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const reply = lastReplyId === null ? null : list.querySelector<HTMLElement>(`[data-message-id="${lastReplyId}"]`);
    list.scrollTop = reply ? offsetWithin(reply, list) - 12 : list.scrollHeight;
  }, [chat.messages.length, chat.awaiting, lastReplyId, state]);

  useEffect(() => () => clearTimeout(hintTimer.current), []);

  const showHintSoon = () => {
    clearTimeout(hintTimer.current);
    hintTimer.current = setTimeout(() => setHint(true), TOOLTIP_DELAY_MS);
  };
  const hideHint = () => {
    clearTimeout(hintTimer.current);
    setHint(false);
  };

  const submit = async (text: string) => {
    if (text.trim() === "" || chat.awaiting) return;
    const ok = await chat.sendMessage(text);
    if (ok) setDraft("");
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit(draft);
    }
  };

  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      setState("closed");
    }
  };

  if (state === "closed") {
    // Its size and offsets are reserved at the foot of every page (SiteFooter's bottom padding).
    return (
      <div className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6">
        <div
          id={ids.hint}
          role="tooltip"
          className={cn(
            "absolute right-full bottom-2 mr-3 hidden w-56 rounded-md bg-navy-dark px-3 py-2 text-sm text-white shadow-lg",
            hint && "lg:block",
          )}
        >
          {t("hint")}
        </div>
        <button
          ref={launcherRef}
          type="button"
          onClick={() => {
            hideHint();
            setState("open");
          }}
          onMouseEnter={showHintSoon}
          onMouseLeave={hideHint}
          onFocus={showHintSoon}
          onBlur={hideHint}
          onKeyDown={(e) => {
            if (e.key === "Escape") hideHint();
          }}
          aria-label={t("open")}
          aria-describedby={ids.hint}
          className="flex h-14 w-14 items-center justify-center rounded-full bg-navy text-white shadow-lg ring-4 ring-white/70 transition-colors hover:bg-navy-dark"
        >
          <ChatIcon className="h-7 w-7" />
        </button>
      </div>
    );
  }

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={ids.title}
      onKeyDown={onPanelKeyDown}
      className={cn(
        "fixed right-4 bottom-4 left-4 z-40 flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-2xl sm:left-auto sm:w-96",
        state === "open" ? "h-[min(38rem,calc(100dvh-2rem))]" : "h-auto",
      )}
    >
      <div className="flex items-center gap-3 bg-navy px-4 py-3 text-white">
        <ChatIcon className="h-6 w-6 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={ids.title} className="font-serif text-lg font-semibold text-white">
            {t("title")}
          </h2>
          <p className="text-sm text-white/85">{t("subtitle")}</p>
        </div>
        {state === "open" ? (
          <button
            type="button"
            onClick={() => setState("minimised")}
            aria-label={t("minimise")}
            className="flex h-10 w-10 items-center justify-center rounded-md hover:bg-white/15"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              &#8212;
            </span>
          </button>
        ) : (
          <button
            ref={expandRef}
            type="button"
            onClick={() => setState("open")}
            aria-label={t("expand")}
            className="flex h-10 w-10 items-center justify-center rounded-md hover:bg-white/15"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              &#9633;
            </span>
          </button>
        )}
        <button
          type="button"
          onClick={() => setState("closed")}
          aria-label={t("close")}
          className="flex h-10 w-10 items-center justify-center rounded-md hover:bg-white/15"
        >
          <span aria-hidden="true" className="text-2xl leading-none">
            &times;
          </span>
        </button>
      </div>

      {state === "open" ? (
        <>
          <div ref={listRef} className="flex-1 overflow-y-auto bg-paper px-4 py-4">
            <p id={ids.note} className="rounded-md bg-cream px-3 py-2 text-sm text-ink-soft">
              {rich(t("note", { line: CRISIS_LINE, phone: business.phone }), {
                crisis: (line) => (
                  <a href={`tel:${CRISIS_LINE}`} className="font-semibold text-navy underline">
                    {line}
                  </a>
                ),
                phone: (phone) => (
                  <a href={telHref(business.phone)} className="font-semibold whitespace-nowrap text-navy underline">
                    {phone}
                  </a>
                ),
              })}
            </p>

            {showSuggestions ? (
              <div className="mt-4">
                <p className="font-medium text-ink">{t("welcome")}</p>
                <ul className="mt-3 grid grid-cols-2 gap-2" aria-label={t("suggested")}>
                  {suggestedPrompts.map((p) => (
                    <li key={p}>
                      <button
                        type="button"
                        onClick={() => void submit(t(`${p}.message`))}
                        className="h-full min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-left text-navy hover:border-navy/40 hover:bg-cream"
                      >
                        {t(`${p}.label`)}
                      </button>
                    </li>
                  ))}
                </ul>
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("topics")}>
                  {promptChips.map((p) => (
                    <li key={p}>
                      <button
                        type="button"
                        onClick={() => void submit(t(`${p}.message`))}
                        className="min-h-9 rounded-full border border-sage/40 bg-white px-3 text-sm text-sage hover:bg-sage/10"
                      >
                        {t(`${p}.label`)}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <div role="log" aria-live="polite" aria-label={t("log")} className="mt-4 space-y-3">
              {chat.messages.map((m) => {
                const mine = m.sender === "visitor";
                const parts = mine ? undefined : replies.get(m.id);
                const crisis = parts !== undefined && offersCrisisLine(parts);
                return (
                  <div key={m.id} className={cn("flex", mine ? "justify-end" : "justify-start")}>
                    <div
                      data-message-id={m.id}
                      tabIndex={crisis ? -1 : undefined}
                      className={cn(
                        "max-w-[85%] scroll-mt-3 rounded-2xl px-3.5 py-2.5 focus:outline-none focus-visible:ring-2 focus-visible:ring-navy/40",
                        mine ? "rounded-br-sm bg-navy text-white" : "rounded-bl-sm border border-line bg-white text-ink",
                        crisis && "border-2 border-navy/40",
                      )}
                    >
                      <p className="sr-only">{mine ? t("you") : t("assistant")}</p>
                      <p className="whitespace-pre-wrap wrap-anywhere">
                        {parts ? <ReplyText parts={parts} onPageLink={() => setState("minimised")} /> : m.message}
                      </p>
                      <p className={cn("mt-1 text-xs", mine ? "text-white/80" : "text-muted")}>{formatTime(m.createdAt, locale)}</p>
                    </div>
                  </div>
                );
              })}
            </div>

            {chat.awaiting ? (
              <div className="mt-3 flex justify-start" role="status">
                <span className="sr-only">{t("typing")}</span>
                <span className="flex items-center gap-1.5 rounded-2xl rounded-bl-sm border border-line bg-white px-4 py-3" aria-hidden="true" data-testid="typing-indicator">
                  <span className="h-2 w-2 rounded-full bg-muted motion-safe:animate-bounce" />
                  <span className="h-2 w-2 rounded-full bg-muted motion-safe:animate-bounce motion-safe:[animation-delay:150ms]" />
                  <span className="h-2 w-2 rounded-full bg-muted motion-safe:animate-bounce motion-safe:[animation-delay:300ms]" />
                </span>
              </div>
            ) : null}

            {chat.failed ? (
              <p role="alert" className="mt-3 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
                {t("failed", { phone: business.phone })}
              </p>
            ) : null}
          </div>

          {/* Always in view above the message box, whatever the conversation says or a detector misses. */}
          <p data-testid="crisis-line" className="border-t border-line bg-cream px-4 py-1.5 text-sm leading-snug text-ink">
            {rich(t("crisisLine", { line: CRISIS_LINE }), {
              call: (words) => (
                <a href={`tel:${CRISIS_LINE}`} aria-label={t("crisisLine.callName", { line: CRISIS_LINE })} className={crisisLinkClass}>
                  {words}
                </a>
              ),
              text: (words) => (
                <a href={crisisSmsHref(locale)} className={crisisLinkClass}>
                  {words}
                </a>
              ),
            })}
          </p>

          <form
            className="flex items-end gap-2 border-t border-line bg-white p-3"
            onSubmit={(e) => {
              e.preventDefault();
              void submit(draft);
            }}
          >
            <label htmlFor={ids.input} className="sr-only">
              {t("inputLabel")}
            </label>
            <textarea
              ref={inputRef}
              id={ids.input}
              rows={2}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              disabled={chat.awaiting}
              placeholder={t("placeholder")}
              aria-describedby={ids.note}
              className="max-h-32 min-h-11 flex-1 resize-none rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus:border-navy focus:ring-2 focus:ring-navy/30 focus:outline-none disabled:bg-cream"
            />
            <button
              type="submit"
              disabled={!canSend}
              className="min-h-11 rounded-md bg-navy px-4 font-medium text-white hover:bg-navy-dark disabled:cursor-not-allowed disabled:bg-navy/50"
            >
              {t("send")}
            </button>
          </form>
        </>
      ) : null}
    </div>
  );
}
