import { useSubmissionKeys } from "@fh/client/submission-key";
import { Button, Field, inputClass } from "@fh/ui";
import { useRef, useState, type FormEvent } from "react";
import { useT } from "../../i18n/context";
import { useZodForm } from "../../lib/form";
import { lazySchema, useLazySchema } from "../../lib/lazy-schema";
import { trpc } from "../../lib/trpc";
import { Form } from "../site/Form";
import { Honeypot } from "../site/Honeypot";

const rsvpSchema = lazySchema((v) => v.serviceRsvpSchema);
const PEOPLE = Array.from({ length: 10 }, (_, i) => String(i + 1));

/**
 * "I'll attend" for one service: a name, how many people and an optional
 * address (only to hear of a change or cancellation). Loaded when someone
 * opens it, so the obituary page's first load carries none of it. The
 * answer thanks them; it never shows who else is coming.
 */
export default function RsvpForm({ serviceId, onClose }: { serviceId: number; onClose: () => void }) {
  const t = useT("obituary");
  const formId = `rsvp-form-${serviceId}`;
  const rsvp = trpc.services.rsvp.useMutation();
  // Sent again after a failure whose outcome is unknown (a 503), the same answer keeps its key: one RSVP, not two.
  const keys = useSubmissionKeys();
  const form = useZodForm({ name: "", guests: "1", email: "", website: "" }, formId);
  const checks = useLazySchema(rsvpSchema);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState<"over" | "other" | null>(null);
  const sending = useRef(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setFailed(null);
    try {
      const input = { ...form.values, guests: Number(form.values.guests), serviceId };
      const data = form.validate(rsvpSchema.current() ?? (await rsvpSchema.load()), input);
      if (!data) return;
      await rsvp.mutateAsync(keys.keyed(data));
      keys.done();
      form.reset();
      setDone(true);
    } catch (err) {
      const code = (err as { data?: { code?: string } } | null)?.data?.code;
      if (code === "CONFLICT") setFailed("over");
      else if (!form.showServerErrors(err)) setFailed("other");
    } finally {
      sending.current = false;
    }
  }

  if (done) {
    return (
      <p role="status" className="mt-3 rounded-lg bg-cream/60 px-4 py-3 font-medium text-ink" data-testid="rsvp-done">
        {t("rsvp.done")}
      </p>
    );
  }
  return (
    <Form {...checks.formProps} id={formId} noValidate onSubmit={onSubmit} className="relative mt-3 rounded-xl border border-line bg-cream/40 p-4" aria-label={t("rsvp.title")} data-testid="rsvp-form">
      <p className="font-semibold text-navy-dark">{t("rsvp.title")}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label={t("rsvp.nameLabel")} required error={form.errors.name}>
          <input type="text" autoComplete="name" required className={inputClass} {...form.bind("name")} />
        </Field>
        <Field label={t("rsvp.guestsLabel")} required error={form.errors.guests}>
          <select className={inputClass} {...form.bind("guests")}>
            {PEOPLE.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("rsvp.emailLabel")} hint={t("rsvp.emailHint")} error={form.errors.email} className="sm:col-span-2">
          <input type="email" autoComplete="email" inputMode="email" className={inputClass} {...form.bind("email")} />
        </Field>
      </div>
      <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" disabled={rsvp.isPending} aria-disabled={!checks.ready || undefined}>
          {rsvp.isPending ? t("rsvp.sending") : t("rsvp.send")}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t("rsvp.cancel")}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {failed === "over" ? t("rsvp.over") : t("rsvp.failed")}
        </p>
      ) : null}
    </Form>
  );
}
