import { business } from "@fh/client/site-facts";
import { Button, buttonClass, Field, inputClass, toast } from "@fh/ui";
import { defaultBusiness, telHref } from "@fh/validators/site";
import { useRef, type FormEvent } from "react";
import { useT } from "../../i18n/context";
import { useZodForm } from "../../lib/form";
import { lazySchema, useLazySchema } from "../../lib/lazy-schema";
import { trpc } from "../../lib/trpc";
import { Form } from "../site/Form";
import { Honeypot } from "../site/Honeypot";
import { PhoneIcon } from "../site/SiteHeader";
import { Section } from "./Section";
import { useSubmissionKeys } from "@fh/client/submission-key";

const FORM_ID = "contact-form";

// The form sits at the bottom of the landing page: its checks load after the take-over (lib/lazy-schema.ts).
const contactSchema = lazySchema((v) => v.contactSendSchema);

/** Contact (SPEC §2): call now, address, availability and the Send Message form. */
export function ContactSection() {
  const t = useT("home");
  const site = useT("site");
  const form = useZodForm({ name: "", email: "", phone: "", message: "", website: "" }, FORM_ID);
  const checks = useLazySchema(contactSchema);
  const sending = useRef(false);
  const send = trpc.contact.send.useMutation();
  // Sent again after a failure, the same message keeps its Idempotency-Key: stored once.
  const keys = useSubmissionKeys();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      // A failure to load the checks is reported like a failure to send.
      const data = form.validate(contactSchema.current() ?? (await contactSchema.load()));
      if (!data) return;
      await send.mutateAsync(keys.keyed(data));
      keys.done();
      toast({ title: t("contact.sent"), description: t("contact.sentText"), variant: "success" });
      form.reset();
    } catch (err) {
      form.showServerErrors(err);
      toast({
        title: t("contact.failed"),
        description: site("form.sendFailed", { phone: business.phone }),
        variant: "destructive",
      });
    } finally {
      sending.current = false;
    }
  }

  return (
    <Section id="contact" eyebrow={t("contact.eyebrow")} title={t("contact.title")} intro={t("contact.intro")}>
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-2">
          <div className="rounded-xl bg-navy-dark p-6 text-white sm:p-8">
            <h3 className="font-serif text-2xl font-semibold text-white">{t("contact.callNow")}</h3>
            <p className="mt-2 text-white/85">{t("contact.callText")}</p>
            <a href={telHref(business.phone)} className={buttonClass("gold", "lg", "mt-5 w-full sm:w-auto")}>
              <PhoneIcon /> {business.phone}
            </a>
          </div>
          <div className="rounded-xl border border-line bg-white p-6 sm:p-8">
            <h3 className="text-xl font-semibold">{t("contact.address")}</h3>
            <address className="mt-2 not-italic text-ink-soft">
              {business.streetAddress}
              <br />
              {business.city}, {business.region} {business.postalCode}
            </address>
            <h3 className="mt-6 text-xl font-semibold">{t("contact.availability")}</h3>
            <p className="mt-2 text-ink-soft">
              {/* The configured hours are English words: another language says the default in its own. */}
              {business.hours === defaultBusiness.hours ? t("contact.hoursDefault") : t("contact.hours", { hours: business.hours })}
            </p>
          </div>
        </div>

        <Form
          {...checks.formProps}
          id={FORM_ID}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="contact-form-title"
          className="relative rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
          fieldsClassName="space-y-5"
        >
          <h3 id="contact-form-title" className="text-2xl font-semibold">
            {t("contact.form")}
          </h3>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t("contact.name")} required error={form.errors.name}>
              <input type="text" autoComplete="name" required placeholder={t("contact.namePlaceholder")} className={inputClass} {...form.bind("name")} />
            </Field>
            <Field label={t("contact.email")} required error={form.errors.email}>
              <input type="email" autoComplete="email" required placeholder={t("contact.emailPlaceholder")} className={inputClass} {...form.bind("email")} />
            </Field>
          </div>
          <Field label={t("contact.phone")} error={form.errors.phone}>
            <input type="tel" autoComplete="tel" placeholder={t("contact.phonePlaceholder")} className={inputClass} {...form.bind("phone")} />
          </Field>
          <Field label={t("contact.message")} required error={form.errors.message}>
            <textarea rows={5} required placeholder={t("contact.messagePlaceholder")} className={inputClass} {...form.bind("message")} />
          </Field>
          <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
          <Button type="submit" size="lg" disabled={send.isPending} aria-disabled={!checks.ready || undefined} className="w-full sm:w-auto">
            {send.isPending ? t("contact.sending") : t("contact.send")}
          </Button>
        </Form>
      </div>
    </Section>
  );
}
