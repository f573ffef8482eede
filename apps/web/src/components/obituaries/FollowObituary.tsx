import { Button, Field, inputClass } from "@fh/ui";
import { useRef, useState, type FormEvent } from "react";
import { useZodForm } from "../../lib/form";
import { lazySchema, useLazySchema } from "../../lib/lazy-schema";
import { trpc } from "../../lib/trpc";
import { Form } from "../site/Form";
import { Honeypot } from "../site/Honeypot";
import { useT } from "../../i18n/context";
import { useSubmissionKeys } from "@fh/client/submission-key";

const FORM_ID = "follow-obituary-form";
const followSchema = lazySchema((v) => v.obituaryFollowSchema);

/**
 * "Follow this obituary": one email field, double opt-in. The
 * answer is the same whether or not the address already followed, so the
 * page only ever says to look for the confirmation email.
 */
export function FollowObituary({ obituaryId }: { obituaryId: number }) {
  const t = useT("obituary");
  const follow = trpc.followers.follow.useMutation();
  // Sent again after a failure, the same address keeps its Idempotency-Key.
  const keys = useSubmissionKeys();
  const form = useZodForm({ email: "", website: "" }, FORM_ID);
  const checks = useLazySchema(followSchema);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setFailed(false);
    try {
      const data = form.validate(followSchema.current() ?? (await followSchema.load()), { ...form.values, obituaryId });
      if (!data) return;
      await follow.mutateAsync(keys.keyed(data));
      keys.done();
      form.reset();
      setSent(true);
    } catch (err) {
      if (!form.showServerErrors(err)) setFailed(true);
    } finally {
      sending.current = false;
    }
  }

  return (
    <section aria-labelledby="follow-title" className="rounded-2xl border border-line bg-cream/40 p-6 wrap-anywhere sm:p-8" data-testid="follow-obituary">
      <h2 id="follow-title" className="text-2xl font-semibold">
        {t("follow.title")}
      </h2>
      <p className="mt-2 text-ink-soft">{t("follow.explanation")}</p>
      {sent ? (
        <div role="status" className="mt-4 rounded-lg bg-white px-4 py-3 text-ink" data-testid="follow-sent">
          <p className="font-semibold">{t("follow.doneTitle")}</p>
          <p className="mt-1 text-ink-soft">{t("follow.done")}</p>
        </div>
      ) : (
        <Form {...checks.formProps} id={FORM_ID} noValidate onSubmit={onSubmit} className="relative mt-4" aria-labelledby="follow-title">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field label={t("follow.emailLabel")} required error={form.errors.email} className="min-w-0 flex-1">
              <input type="email" autoComplete="email" inputMode="email" required className={inputClass} {...form.bind("email")} />
            </Field>
            <Button type="submit" disabled={follow.isPending} aria-disabled={!checks.ready || undefined} className="sm:mb-px">
              {follow.isPending ? t("follow.sending") : t("follow.button")}
            </Button>
          </div>
          <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
          {failed ? (
            <p role="alert" className="mt-3 text-sm font-medium text-danger">
              {t("follow.failed")}
            </p>
          ) : null}
        </Form>
      )}
    </section>
  );
}
