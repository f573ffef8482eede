import { business } from "@fh/client/site-facts";
import { useSubmissionKeys } from "@fh/client/submission-key";
import { Button, Field, inputClass } from "@fh/ui";
import { useRef, useState, type FormEvent } from "react";
import { useT } from "../../i18n/context";
import { useZodForm } from "../../lib/form";
import { lazySchema, useLazySchema } from "../../lib/lazy-schema";
import { trpc } from "../../lib/trpc";
import { Form } from "../site/Form";
import { Honeypot } from "../site/Honeypot";

const FORM_ID = "family-sign-in-form";
const linkSchema = lazySchema((v) => v.familyLinkSchema);

/**
 * "Email me a sign-in link". The answer is the same for every address, so
 * the page only ever says to look for the email (and to call if none comes).
 */
export function FamilySignIn() {
  const t = useT("familyPage");
  const request = trpc.family.requestLink.useMutation();
  // Asked again after a failure, the same address keeps its Idempotency-Key: one email, however often it is sent.
  const keys = useSubmissionKeys();
  const form = useZodForm({ email: "", website: "" }, FORM_ID);
  const checks = useLazySchema(linkSchema);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setFailed(false);
    try {
      const data = form.validate(linkSchema.current() ?? (await linkSchema.load()));
      if (!data) return;
      await request.mutateAsync(keys.keyed(data));
      keys.done();
      setSent(true);
    } catch (err) {
      if (!form.showServerErrors(err)) setFailed(true);
    } finally {
      sending.current = false;
    }
  }

  return (
    <section aria-labelledby="family-sign-in" className="mt-8 rounded-2xl border border-line bg-cream/40 p-6 wrap-anywhere sm:p-8" data-testid="family-sign-in">
      <h2 id="family-sign-in" className="text-2xl font-semibold">
        {t("signInHeading")}
      </h2>
      <p className="mt-2 text-ink-soft">{t("signInHelp")}</p>
      {sent ? (
        <div role="status" className="mt-4 rounded-lg bg-white px-4 py-3 text-ink" data-testid="family-link-sent">
          <p className="font-semibold">{t("sentTitle")}</p>
          <p className="mt-1 text-ink-soft">{t("sentBody", { phone: business.phone })}</p>
        </div>
      ) : (
        <Form {...checks.formProps} id={FORM_ID} noValidate onSubmit={onSubmit} className="relative mt-4" aria-labelledby="family-sign-in">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field label={t("emailLabel")} required error={form.errors.email} className="min-w-0 flex-1">
              <input type="email" autoComplete="email" inputMode="email" required className={inputClass} {...form.bind("email")} />
            </Field>
            <Button type="submit" disabled={request.isPending} aria-disabled={!checks.ready || undefined} className="sm:mb-px">
              {request.isPending ? t("sending") : t("sendLink")}
            </Button>
          </div>
          <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
          {failed ? (
            <p role="alert" className="mt-3 text-sm font-medium text-danger">
              {t("failed", { phone: business.phone })}
            </p>
          ) : null}
        </Form>
      )}
    </section>
  );
}
