import { business } from "@fh/client/site-facts";
import { Button, Field, inputClass } from "@fh/ui";
import { obituarySubmitSchema } from "@fh/validators/public";
import { publicPages } from "@fh/validators/site";
import { useState, type FormEvent } from "react";
import { BackLink } from "../components/obituaries/BackLink";
import { FormSection } from "../components/obituaries/FormSection";
import { FamilyLettersOption } from "../components/obituaries/FamilyLettersOption";
import { GuestBookDigestOption } from "../components/obituaries/GuestBookDigestOption";
import { Form } from "../components/site/Form";
import { Honeypot } from "../components/site/Honeypot";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT } from "../i18n/context";
import { pageTitleIn } from "@fh/i18n";
import { useZodForm } from "../lib/form";
import { useObituarySubmission } from "../lib/use-obituary-submission";

const FORM_ID = "submit-obituary-form";

const initial = {
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  dateOfDeath: "",
  photoUrl: "",
  biography: "",
  submitterName: "",
  submitterEmail: "",
  submitterPhone: "",
  website: "",
};

/** The simple obituary submission (SPEC §2, §5). */
export function SubmitObituaryPage() {
  const t = useT("submit");
  const locale = useLocale();
  const submission = useObituarySubmission({
    successTitle: t("simple.success"),
    successDescription: t("simple.successText"),
    failureTitle: t("failed"),
    failureDescription: t("simple.failureText"),
  });
  const form = useZodForm(initial, FORM_ID);
  // A yes/no beside the form's texts (useZodForm holds text only).
  const [guestBookDigest, setGuestBookDigest] = useState(false);
  const [familyLetters, setFamilyLetters] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate(obituarySubmitSchema, { ...form.values, guestBookDigest, familyLetters });
    if (!data) return;
    const error = await submission.send(data);
    if (error) form.showServerErrors(error);
  }

  return (
    <SiteLayout title={pageTitleIn(locale, "submitObituary", business)}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <BackLink to={publicPages.obituaries}>{t("backToObituaries")}</BackLink>
        <h1 className="mt-6 text-4xl font-semibold">{t("simple.title")}</h1>
        <p className="mt-3 text-lg text-ink-soft">{t("simple.intro")}</p>

        <Form id={FORM_ID} noValidate onSubmit={onSubmit} className="relative mt-8" fieldsClassName="space-y-8">
          <FormSection title={t("simple.deceased")}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={t("firstName")} required error={form.errors.firstName}>
                <input type="text" required className={inputClass} {...form.bind("firstName")} />
              </Field>
              <Field label={t("lastName")} required error={form.errors.lastName}>
                <input type="text" required className={inputClass} {...form.bind("lastName")} />
              </Field>
              <Field label={t("dateOfBirth")} required error={form.errors.dateOfBirth}>
                <input type="date" required className={inputClass} {...form.bind("dateOfBirth")} />
              </Field>
              <Field label={t("dateOfDeath")} required error={form.errors.dateOfDeath}>
                <input type="date" required className={inputClass} {...form.bind("dateOfDeath")} />
              </Field>
            </div>
            <Field label={t("photoUrl")} error={form.errors.photoUrl} hint={t("photoUrlHint")}>
              <input type="url" inputMode="url" placeholder="https://" className={inputClass} {...form.bind("photoUrl")} />
            </Field>
          </FormSection>

          <FormSection title={t("simple.lifeStory")}>
            <Field label={t("biography")} required error={form.errors.biography}>
              <textarea
                rows={10}
                required
                placeholder={t("biographyPlaceholder")}
                className={inputClass}
                {...form.bind("biography")}
              />
            </Field>
          </FormSection>

          <FormSection title={t("contact.title")} description={t("contact.simpleText")}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={t("yourName")} required error={form.errors.submitterName}>
                <input type="text" autoComplete="name" required className={inputClass} {...form.bind("submitterName")} />
              </Field>
              <Field label={t("yourEmail")} required error={form.errors.submitterEmail}>
                <input type="email" autoComplete="email" required className={inputClass} {...form.bind("submitterEmail")} />
              </Field>
            </div>
            <Field label={t("yourPhone")} error={form.errors.submitterPhone}>
              <input type="tel" autoComplete="tel" className={inputClass} {...form.bind("submitterPhone")} />
            </Field>
            <GuestBookDigestOption checked={guestBookDigest} onChange={setGuestBookDigest} />
            <FamilyLettersOption checked={familyLetters} onChange={setFamilyLetters} />
          </FormSection>

          <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
          <p className="rounded-lg bg-cream px-4 py-3 text-ink-soft">
            {t("simple.review")}
          </p>
          <Button type="submit" size="lg" disabled={submission.pending} className="w-full sm:w-auto">
            {submission.pending ? t("simple.submitting") : t("simple.submit")}
          </Button>
        </Form>
      </div>
    </SiteLayout>
  );
}
