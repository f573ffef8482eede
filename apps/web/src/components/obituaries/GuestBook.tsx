import { useSubmissionKeys } from "@fh/client/submission-key";
import { Button, Field, inputClass, Spinner, toast, useHydrated } from "@fh/ui";
import type { GuestBookMode } from "@fh/validators/site";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { useZodForm } from "../../lib/form";
import { lazySchema, useLazySchema } from "../../lib/lazy-schema";
import { useLocale, useT } from "../../i18n/context";
import { dateWords } from "@fh/i18n";
import { trpc } from "../../lib/trpc";
import { Form } from "../site/Form";
import { Honeypot } from "../site/Honeypot";

// The photo picker and its words are fetched only when a guest asks to add a photo.
const GuestPhotoPicker = lazy(() => import("./GuestPhotoPicker"));

const FORM_ID = "guest-book-form";

// Below the obituary: its checks load after the take-over (lib/lazy-schema.ts), which stays quick.
const guestBookSchema = lazySchema((v) => v.guestBookAddSchema);


/**
 * The guest book of one obituary (SPEC §2): the form and the 'Messages' list.
 * Staff choose per obituary whether messages show at once (open), wait for
 * review (moderated) or are no longer taken (closed: only the note and the
 * messages, nothing that asks for one).
 */
export function GuestBook({ obituaryId, name, mode }: { obituaryId: number; name: string; mode: GuestBookMode }) {
  const t = useT("obituary");
  const dates = dateWords(useLocale());
  // The server draws the messages without knowing the reader's time zone: their stamps
  // read the funeral home's clock until the browser has taken the page over (the two
  // renders must agree), then the reader's own.
  const clock = useHydrated() ? "reader" : "home";
  // What the writer of a message held for review is told.
  const reviewNote = t("guestBook.reviewNote", { name });
  const utils = trpc.useUtils();
  const entries = trpc.guestBook.list.useQuery({ obituaryId });
  const add = trpc.guestBook.add.useMutation();
  const report = trpc.guestBook.report.useMutation();
  // A message sent again after a failure keeps its Idempotency-Key: stored once, however often it is sent.
  const addKeys = useSubmissionKeys();
  const reportKeys = useSubmissionKeys();
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());
  const [heldForReview, setHeldForReview] = useState(false);
  const form = useZodForm({ authorName: "", authorEmail: "", message: "", website: "" }, FORM_ID);
  // One photo a guest may attach: such a message always waits for the family or staff.
  const [photoUrl, setPhotoUrl] = useState("");
  const [photoOpen, setPhotoOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const checks = useLazySchema(guestBookSchema);
  const posting = useRef(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (posting.current) return;
    posting.current = true;
    try {
      // A failure to load the checks is reported like a failure to post.
      const data = form.validate(guestBookSchema.current() ?? (await guestBookSchema.load()), { ...form.values, obituaryId, ...(photoUrl ? { photoUrl } : {}) });
      if (!data) return;
      const row = await add.mutateAsync(addKeys.keyed(data));
      addKeys.done();
      if (row.status === "waiting") {
        setHeldForReview(true);
        toast({ title: t("guestBook.received"), description: reviewNote, variant: "success" });
      } else {
        toast({ title: t("guestBook.added"), description: t("guestBook.addedText"), variant: "success" });
      }
      form.reset();
      setPhotoUrl("");
      setPhotoOpen(false);
      await utils.guestBook.list.invalidate({ obituaryId });
    } catch (err) {
      form.showServerErrors(err);
      toast({ title: t("guestBook.failed"), description: t("guestBook.failedText"), variant: "destructive" });
    } finally {
      posting.current = false;
    }
  }

  async function onReport(entryId: number) {
    try {
      await report.mutateAsync(reportKeys.keyed({ entryId }));
      reportKeys.done();
      setReported((before) => new Set(before).add(entryId));
      toast({ title: t("guestBook.reportThanks"), description: t("guestBook.reportThanksText"), variant: "success" });
    } catch {
      toast({ title: t("guestBook.reportFailed"), description: t("guestBook.reportFailedText"), variant: "destructive" });
    }
  }

  const list = entries.data ?? [];
  const closed = mode === "closed";

  return (
    <section aria-labelledby="guest-book-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm wrap-anywhere sm:p-8">
      <h2 id="guest-book-title" className="text-3xl font-semibold">
        {t("guestBook.title")}
      </h2>
      {closed ? null : <p className="mt-2 text-ink-soft">{t("guestBook.intro", { name })}</p>}

      {closed ? (
        <p className="mt-6 rounded-lg bg-cream/60 px-4 py-4 text-ink-soft" data-testid="guest-book-closed">
          {t("guestBook.closed")}
        </p>
      ) : (
      <Form
        {...checks.formProps}
        id={FORM_ID}
        noValidate
        onSubmit={onSubmit}
        className="relative mt-6"
        fieldsClassName="space-y-5"
        aria-label={t("guestBook.formLabel")}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t("guestBook.name")} required error={form.errors.authorName}>
            <input type="text" autoComplete="name" required className={inputClass} {...form.bind("authorName")} />
          </Field>
          <Field label={t("guestBook.email")} error={form.errors.authorEmail} hint={t("guestBook.emailHint")}>
            <input type="email" autoComplete="email" className={inputClass} {...form.bind("authorEmail")} />
          </Field>
        </div>
        <Field label={t("guestBook.message")} required error={form.errors.message}>
          <textarea
            rows={4}
            required
            placeholder={t("guestBook.messagePlaceholder")}
            className={inputClass}
            {...form.bind("message")}
          />
        </Field>
        <div>
          {photoOpen ? (
            <Suspense fallback={null}>
              <GuestPhotoPicker value={photoUrl} onChange={setPhotoUrl} onBusyChange={setUploading} />
            </Suspense>
          ) : (
            <button type="button" className="font-medium text-navy underline" onClick={() => setPhotoOpen(true)} data-testid="guest-book-add-photo">
              {t("guestBook.addPhoto")}
            </button>
          )}
          <p className="mt-1 text-sm text-muted">{t("guestBook.photoNote", { name })}</p>
        </div>
        <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
        <Button type="submit" size="lg" disabled={add.isPending || uploading} aria-disabled={!checks.ready || undefined}>
          {add.isPending ? t("guestBook.posting") : t("guestBook.post")}
        </Button>
        {mode === "moderated" ? (
          <p className="text-sm text-ink-soft">{t("guestBook.moderated")}</p>
        ) : null}
        {heldForReview ? (
          <p role="status" className="rounded-lg bg-cream/60 px-4 py-3 text-ink" data-testid="guest-book-review-note">
            {reviewNote}
          </p>
        ) : null}
      </Form>
      )}

      {/* A closed book that no one wrote in has only its note: "be the first" would ask for a message it refuses. */}
      {closed && !entries.isPending && list.length === 0 ? null : (
      <div className="mt-10">
        <h3 id="messages-title" className="text-2xl font-semibold">
          {t("guestBook.messages")} <span className="text-ink-soft">({list.length})</span>
        </h3>
        {entries.isPending ? (
          <p className="mt-4 text-ink-soft">
            <Spinner label={t("guestBook.loading")} />
          </p>
        ) : list.length === 0 ? (
          <p className="mt-4 rounded-lg bg-cream/60 px-4 py-6 text-center text-ink-soft">
            {t("guestBook.empty")}
          </p>
        ) : (
          // SPEC §9's list of about 24rem, a region a keyboard can reach and scroll.
          <div
            role="region"
            aria-labelledby="messages-title"
            tabIndex={0}
            className="mt-4 max-h-96 overflow-y-auto rounded-lg border border-line bg-paper px-4 pt-4"
          >
            <ul className="space-y-4">
              {list.map((entry) => (
                <li key={entry.id} className="rounded-lg bg-white p-4 shadow-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-navy-dark">{entry.authorName}</p>
                    <p className="text-sm text-muted">
                      <time dateTime={new Date(entry.createdAt).toISOString()}>{dates.dateTime(entry.createdAt, clock)}</time>
                    </p>
                  </div>
                  <p className="mt-2 whitespace-pre-line text-ink-soft">{entry.message}</p>
                  {entry.photoUrl ? (
                    <a href={entry.photoUrl} className="mt-3 block w-40 rounded-lg focus-visible:outline-2 focus-visible:outline-navy">
                      <img src={entry.photoUrl} alt={t("guestBook.photoFrom", { name: entry.authorName })} loading="lazy" decoding="async" className="h-32 w-40 rounded-lg object-cover" />
                    </a>
                  ) : null}
                  <div className="mt-2 text-right">
                    {reported.has(entry.id) ? (
                      <span className="text-sm text-muted">{t("guestBook.reported")}</span>
                    ) : (
                      <button
                        type="button"
                        className="text-sm text-muted underline hover:text-navy"
                        aria-label={t("guestBook.reportLabel", { name: entry.authorName })}
                        disabled={report.isPending}
                        onClick={() => void onReport(entry.id)}
                      >
                        {t("guestBook.report")}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <MoreBelow words={(n) => (n === 1 ? t("guestBook.moreOne") : t("guestBook.moreMany", { count: n }))} />
          </div>
        )}
      </div>
      )}
    </section>
  );
}

/**
 * The foot of the scrolling list, which says there is more below: a fade,
 * drawn by CSS alone (so the page the server sends has it), and, once the
 * browser has measured, "N more messages". It sticks to the bottom of the
 * box while messages go on below it; at the end of the list it sits in its
 * own room under the last message, where it fades nothing and counts none.
 * Its own state, so a scroll redraws it and not the list. Hidden from
 * assistive technology, which reads the list whole without scrolling.
 */
function MoreBelow({ words }: { words: (n: number) => string }) {
  const foot = useRef<HTMLDivElement>(null);
  const [below, setBelow] = useState(0);
  useEffect(() => {
    const fade = foot.current;
    const box = fade?.parentElement;
    const list = fade?.previousElementSibling;
    if (!fade || !box || !list) return;
    const items = list.children;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // A message ending under the fade is not wholly seen: it counts as more.
      const seenTo = box.getBoundingClientRect().bottom - fade.offsetHeight + 1;
      // Messages are in order down the list: the first one that ends out of sight, by halves.
      let low = 0;
      let high = items.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (items[mid]!.getBoundingClientRect().bottom > seenTo) high = mid;
        else low = mid + 1;
      }
      setBelow(items.length - low);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    box.addEventListener("scroll", schedule, { passive: true });
    // Also its first measure, and again when a message is added or the width changes.
    const resized = new ResizeObserver(schedule);
    resized.observe(box);
    resized.observe(list);
    return () => {
      box.removeEventListener("scroll", schedule);
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div
      ref={foot}
      aria-hidden="true"
      data-testid="guest-book-fade"
      className="pointer-events-none sticky bottom-0 -mx-4 flex h-11 items-end justify-center bg-linear-to-t from-paper from-25% to-paper/0 pb-1.5"
    >
      {below > 0 ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-navy px-3 py-0.5 text-sm font-medium text-white shadow-sm" data-testid="guest-book-more">
          {words(below)}
          <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 5v14M6 13l6 6 6-6" />
          </svg>
        </span>
      ) : null}
    </div>
  );
}
