import { business } from "@fh/client/site-facts";
import { budgetRangeLabels } from "@fh/i18n/consultation-labels";
import { Button, Field, inputClass, Select, toast } from "@fh/ui";
import { BUDGET_RANGES, PRE_PLANNING_CONTACT_METHODS } from "@fh/validators/site";
import { useSubmissionKeys } from "@fh/client/submission-key";
import { useEffect, useRef, type FormEvent } from "react";
import { useT } from "../../i18n/context";
import { useZodForm } from "../../lib/form";
import { lazySchema, useLazySchema } from "../../lib/lazy-schema";
import { trpc } from "../../lib/trpc";
import { Form } from "../site/Form";
import { Honeypot } from "../site/Honeypot";
import type { PlanContact, PlanState } from "./plan-state";

const FORM_ID = "plan-ahead-form";

// The checks (zod) load after the page is taken over, not with it (lib/lazy-schema.ts): the page's first load stays in budget.
const requestSchema = lazySchema((v) => v.prePlanningSubmitSchema);

/** The family's details and the request itself: checked here with the server's own schema, then priced and stored by the server. */
export function ContactStep({ plan, onContact, onSent }: { plan: PlanState; onContact: (c: PlanContact) => void; onSent: (answer: { id: number; total: number }) => void }) {
  const t = useT("planAhead");
  const consultation = useT("consultation");
  const site = useT("site");
  const form = useZodForm<PlanContact>(plan.contact, FORM_ID);
  const submit = trpc.prePlanning.submit.useMutation();
  const sending = useRef(false);
  const checks = useLazySchema(requestSchema);
  // Sent again after a failure, the same request keeps its Idempotency-Key: stored once.
  const keys = useSubmissionKeys();
  // What is typed is kept with the rest of the plan (a reload keeps it).
  useEffect(() => onContact(form.values), [form.values, onContact]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current || !plan.arrangement || !plan.forWhom) return;
    sending.current = true;
    try {
      // A failure to load the checks is reported like a failure to send.
      const data = form.validate(requestSchema.current() ?? (await requestSchema.load()), {
        ...form.values,
        forWhom: plan.forWhom,
        arrangement: plan.arrangement,
        items: plan.items,
        isUrgent: plan.isUrgent,
        deathOccurred: plan.deathOccurred === true,
      });
      if (!data) return;
      const answer = await submit.mutateAsync(keys.keyed(data));
      keys.done();
      onSent(answer);
    } catch (err) {
      form.showServerErrors(err);
      toast({ title: t("failed"), description: site("form.sendFailed", { phone: business.phone }), variant: "destructive" });
    } finally {
      sending.current = false;
    }
  }

  return (
    <Form id={FORM_ID} noValidate onSubmit={onSubmit} aria-label={t("step.contact")} fieldsClassName="space-y-5" {...checks.formProps}>
      <p className="text-ink-soft">{t("contact.intro")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("contact.firstName")} required error={form.errors.firstName}>
          <input type="text" autoComplete="given-name" required className={inputClass} {...form.bind("firstName")} />
        </Field>
        <Field label={t("contact.lastName")} required error={form.errors.lastName}>
          <input type="text" autoComplete="family-name" required className={inputClass} {...form.bind("lastName")} />
        </Field>
        <Field label={t("contact.email")} required error={form.errors.email}>
          <input type="email" autoComplete="email" required className={inputClass} {...form.bind("email")} />
        </Field>
        <Field label={t("contact.phone")} required error={form.errors.phone}>
          <input type="tel" autoComplete="tel" required className={inputClass} {...form.bind("phone")} />
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-soft">{t("contact.method")} *</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {PRE_PLANNING_CONTACT_METHODS.map((m) => (
            <label key={m} className="flex items-center gap-2 rounded-lg border border-line bg-white px-3 py-2">
              <input type="radio" name="preferredContactMethod" className="h-4 w-4 accent-navy" checked={form.values.preferredContactMethod === m} onChange={() => form.set("preferredContactMethod", m)} />
              <span>{t(`contact.method.${m}`)}</span>
            </label>
          ))}
        </div>
        {form.errors.preferredContactMethod ? <p className="mt-1 text-sm text-red-700">{form.errors.preferredContactMethod}</p> : null}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("contact.callTime")} hint={t("contact.callTimeHint")} error={form.errors.preferredCallTime}>
          <input type="text" className={inputClass} maxLength={100} {...form.bind("preferredCallTime")} />
        </Field>
        <Field label={t("contact.budget")} error={form.errors.budgetRange}>
          <Select options={BUDGET_RANGES.map((v) => ({ value: v, label: consultation(budgetRangeLabels[v]) }))} placeholder={t("contact.budgetPlaceholder")} {...form.bind("budgetRange")} />
        </Field>
      </div>
      <Field label={t("contact.notes")} error={form.errors.additionalNotes}>
        <textarea rows={4} maxLength={2000} className={inputClass} {...form.bind("additionalNotes")} />
      </Field>
      <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
      <Button type="submit" size="lg" disabled={submit.isPending} aria-disabled={!checks.ready || undefined}>
        {submit.isPending ? t("contact.sending") : t("contact.send")}
      </Button>
    </Form>
  );
}
