import { formatDateTime } from "@fh/client/format";
import { Button, Field, inputClass, Spinner, toast } from "@fh/ui";
import { useRef, type FormEvent } from "react";
import { useZodForm } from "../../lib/form";
import { lazySchema, useLazySchema } from "../../lib/lazy-schema";
import { trpc } from "../../lib/trpc";
import { Form } from "../site/Form";
import { Honeypot } from "../site/Honeypot";

const FORM_ID = "guest-book-form";

// Below the obituary: its checks load after the take-over (lib/lazy-schema.ts), which stays quick.
const guestBookSchema = lazySchema((v) => v.guestBookAddSchema);

/** The guest book of one obituary (SPEC §2): the form and the 'Messages' list. */
export function GuestBook({ obituaryId, name }: { obituaryId: number; name: string }) {
  const utils = trpc.useUtils();
  const entries = trpc.guestBook.list.useQuery({ obituaryId });
  const add = trpc.guestBook.add.useMutation();
  const form = useZodForm({ authorName: "", authorEmail: "", message: "", website: "" }, FORM_ID);
  const checks = useLazySchema(guestBookSchema);
  const posting = useRef(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (posting.current) return;
    posting.current = true;
    try {
      // A failure to load the checks is reported like a failure to post.
      const data = form.validate(guestBookSchema.current() ?? (await guestBookSchema.load()), { ...form.values, obituaryId });
      if (!data) return;
      await add.mutateAsync(data);
      toast({ title: "Message Added", description: "Your message has been added to the guest book.", variant: "success" });
      form.reset();
      await utils.guestBook.list.invalidate({ obituaryId });
    } catch (err) {
      form.showServerErrors(err);
      toast({ title: "Failed to Add Message", description: "There was an error adding your message. Please try again.", variant: "destructive" });
    } finally {
      posting.current = false;
    }
  }

  const list = entries.data ?? [];

  return (
    <section aria-labelledby="guest-book-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm wrap-anywhere sm:p-8">
      <h2 id="guest-book-title" className="text-3xl font-semibold">
        Guest Book
      </h2>
      <p className="mt-2 text-ink-soft">Share a memory of {name} or a word of comfort for the family.</p>

      <Form
        {...checks.formProps}
        id={FORM_ID}
        noValidate
        onSubmit={onSubmit}
        className="relative mt-6"
        fieldsClassName="space-y-5"
        aria-label="Sign the guest book"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Your Name" required error={form.errors.authorName}>
            <input type="text" autoComplete="name" required className={inputClass} {...form.bind("authorName")} />
          </Field>
          <Field label="Email (optional)" error={form.errors.authorEmail} hint="Never shown on the page.">
            <input type="email" autoComplete="email" className={inputClass} {...form.bind("authorEmail")} />
          </Field>
        </div>
        <Field label="Your Message" required error={form.errors.message}>
          <textarea
            rows={4}
            required
            placeholder="Share a cherished memory or offer your condolences to the family..."
            className={inputClass}
            {...form.bind("message")}
          />
        </Field>
        <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
        <Button type="submit" size="lg" disabled={add.isPending} aria-disabled={!checks.ready || undefined}>
          {add.isPending ? "Posting..." : "Post Message"}
        </Button>
      </Form>

      <div className="mt-10">
        <h3 id="messages-title" className="text-2xl font-semibold">
          Messages <span className="text-ink-soft">({list.length})</span>
        </h3>
        {entries.isPending ? (
          <p className="mt-4 text-ink-soft">
            <Spinner label="Loading messages..." />
          </p>
        ) : list.length === 0 ? (
          <p className="mt-4 rounded-lg bg-cream/60 px-4 py-6 text-center text-ink-soft">
            No messages yet. Be the first to share your condolences.
          </p>
        ) : (
          <ul
            aria-labelledby="messages-title"
            tabIndex={0}
            className="mt-4 max-h-96 space-y-4 overflow-y-auto rounded-lg border border-line bg-paper p-4"
          >
            {list.map((entry) => (
              <li key={entry.id} className="rounded-lg bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold text-navy-dark">{entry.authorName}</p>
                  <p className="text-sm text-muted">
                    <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                </div>
                <p className="mt-2 whitespace-pre-line text-ink-soft">{entry.message}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
