import { business } from "@fh/client/site-facts";
import { Button, Field, inputClass } from "@fh/ui";
import {
  ENHANCED_DEFAULT_DATE_OF_BIRTH,
  ENHANCED_DEFAULT_DATE_OF_DEATH,
  enhancedObituaryFormSchema,
  enhancedToSubmission,
} from "@fh/validators/public";
import { publicPages } from "@fh/validators/site";
import { useState, type ChangeEvent, type FormEvent, type ReactElement } from "react";
import { BackLink } from "../components/obituaries/BackLink";
import { FormSection } from "../components/obituaries/FormSection";
import { FamilyLettersOption } from "../components/obituaries/FamilyLettersOption";
import { GuestBookDigestOption } from "../components/obituaries/GuestBookDigestOption";
import { PhotoUpload } from "../components/obituaries/PhotoUpload";
import { Form } from "../components/site/Form";
import { Honeypot } from "../components/site/Honeypot";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT } from "../i18n/context";
import { dateWords, pageTitleIn } from "@fh/i18n";
import { useZodForm } from "../lib/form";
import { usePrefilledDates, type PrefilledDate } from "../lib/prefilled-dates";
import { useObituarySubmission } from "../lib/use-obituary-submission";

const FORM_ID = "creative-obituary-form";

const initial = {
  photoUrl: "",
  firstName: "",
  lastName: "",
  nickname: "",
  occupation: "",
  dateOfBirth: ENHANCED_DEFAULT_DATE_OF_BIRTH,
  dateOfDeath: ENHANCED_DEFAULT_DATE_OF_DEATH,
  biography: "",
  hobbies: "",
  favoriteQuote: "",
  memorialLocation: "",
  memorialDate: "",
  memorialTime: "",
  submitterName: "",
  submitterRelationship: "",
  submitterEmail: "",
  submitterPhone: "",
  website: "",
};

/** The enhanced obituary creator (SPEC §2, §3, §5). */
export function CreativeSubmitPage() {
  const t = useT("submit");
  const locale = useLocale();
  const submission = useObituarySubmission({
    successTitle: t("creative.success"),
    successDescription: t("creative.successText"),
    failureTitle: t("failed"),
    failureDescription: t("creative.failureText"),
  });
  const form = useZodForm(initial, FORM_ID);
  const [uploading, setUploading] = useState(false);
  // A yes/no beside the form's texts (useZodForm holds text only).
  const [guestBookDigest, setGuestBookDigest] = useState(false);
  const [familyLetters, setFamilyLetters] = useState(false);
  const prefilled = usePrefilledDates(FORM_ID);
  const words = dateWords(locale);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (uploading) return;
    const data = form.validate(enhancedObituaryFormSchema, { ...form.values, guestBookDigest, familyLetters });
    if (!data) return;
    if (!prefilled.check(form.values)) return;
    const error = await submission.send(enhancedToSubmission(data));
    if (error) form.showServerErrors(error);
  }

  // A pre-filled date's question goes once the family touches the date.
  const bindDate = (key: PrefilledDate) => {
    const bound = form.bind(key);
    return {
      ...bound,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        bound.onChange(e);
        prefilled.changed(key);
      },
    };
  };
  const question = (key: PrefilledDate, message: "creative.confirmBirth" | "creative.confirmDeath") =>
    prefilled.asking.has(key) ? t(message, { date: words.long(form.values[key]) }) : undefined;

  return (
    <SiteLayout title={pageTitleIn(locale, "creativeSubmit", business)}>
      <div className="bg-cream/60">
        <div className="mx-auto max-w-4xl px-4 pb-10 pt-8 sm:px-6">
          <BackLink to={publicPages.obituaries}>{t("backToObituaries")}</BackLink>
          <h1 className="mt-6 text-4xl font-semibold sm:text-5xl">{t("creative.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("creative.intro")}</p>
        </div>
      </div>

      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <Form id={FORM_ID} noValidate onSubmit={onSubmit} className="relative" fieldsClassName="space-y-8">
          <FormSection title={t("creative.photo")}>
            <PhotoUpload value={form.values.photoUrl} onChange={(url) => form.set("photoUrl", url)} onBusyChange={setUploading} />
            {form.errors.photoUrl ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {form.errors.photoUrl}
              </p>
            ) : null}
          </FormSection>

          <FormSection title={t("creative.personal")}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={t("firstName")} required error={form.errors.firstName}>
                <input type="text" required className={inputClass} {...form.bind("firstName")} />
              </Field>
              <Field label={t("lastName")} required error={form.errors.lastName}>
                <input type="text" required className={inputClass} {...form.bind("lastName")} />
              </Field>
              <Field label={t("nickname")} error={form.errors.nickname}>
                <input type="text" placeholder={t("nicknamePlaceholder")} className={inputClass} {...form.bind("nickname")} />
              </Field>
              <Field label={t("occupation")} error={form.errors.occupation}>
                <input type="text" placeholder={t("occupationPlaceholder")} className={inputClass} {...form.bind("occupation")} />
              </Field>
              <PrefilledDateField
                label={t("dateOfBirth")}
                error={form.errors.dateOfBirth}
                question={question("dateOfBirth", "creative.confirmBirth")}
                confirmLabel={t("creative.confirmBirthButton")}
                onConfirm={() => prefilled.confirm("dateOfBirth")}
              >
                <input type="date" required className={inputClass} {...bindDate("dateOfBirth")} />
              </PrefilledDateField>
              <PrefilledDateField
                label={t("dateOfPassing")}
                error={form.errors.dateOfDeath}
                question={question("dateOfDeath", "creative.confirmDeath")}
                confirmLabel={t("creative.confirmDeathButton")}
                onConfirm={() => prefilled.confirm("dateOfDeath")}
              >
                <input type="date" required className={inputClass} {...bindDate("dateOfDeath")} />
              </PrefilledDateField>
            </div>
          </FormSection>

          <FormSection title={t("creative.lifeStory")}>
            <Field label={t("biography")} required error={form.errors.biography} hint={t("biographyHint")}>
              <textarea
                rows={10}
                required
                placeholder={t("biographyPlaceholder")}
                className={inputClass}
                {...form.bind("biography")}
              />
            </Field>
            <Field label={t("hobbies")} error={form.errors.hobbies}>
              <textarea rows={3} placeholder={t("hobbiesPlaceholder")} className={inputClass} {...form.bind("hobbies")} />
            </Field>
            <Field label={t("quote")} error={form.errors.favoriteQuote}>
              <input type="text" placeholder={t("quotePlaceholder")} className={inputClass} {...form.bind("favoriteQuote")} />
            </Field>
          </FormSection>

          <FormSection title={t("service.title")} description={t("service.text")}>
            <Field label={t("location")} error={form.errors.memorialLocation}>
              <input type="text" placeholder={t("locationPlaceholder")} className={inputClass} {...form.bind("memorialLocation")} />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={t("date")} error={form.errors.memorialDate}>
                <input type="date" className={inputClass} {...form.bind("memorialDate")} />
              </Field>
              <Field label={t("time")} error={form.errors.memorialTime}>
                <input type="time" className={inputClass} {...form.bind("memorialTime")} />
              </Field>
            </div>
          </FormSection>

          <FormSection title={t("contact.title")} description={t("contact.creativeText")}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={t("yourFullName")} required error={form.errors.submitterName}>
                <input type="text" autoComplete="name" required className={inputClass} {...form.bind("submitterName")} />
              </Field>
              <Field label={t("relationship")} error={form.errors.submitterRelationship}>
                <input type="text" placeholder={t("relationshipPlaceholder")} className={inputClass} {...form.bind("submitterRelationship")} />
              </Field>
              <Field label={t("email")} required error={form.errors.submitterEmail}>
                <input type="email" autoComplete="email" required className={inputClass} {...form.bind("submitterEmail")} />
              </Field>
              <Field label={t("phone")} error={form.errors.submitterPhone}>
                <input type="tel" autoComplete="tel" className={inputClass} {...form.bind("submitterPhone")} />
              </Field>
            </div>
            <GuestBookDigestOption checked={guestBookDigest} onChange={setGuestBookDigest} />
            <FamilyLettersOption checked={familyLetters} onChange={setFamilyLetters} />
          </FormSection>

          <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
          <p className="rounded-lg bg-cream px-4 py-3 text-ink-soft">
            {t("creative.review")}
          </p>
          <Button type="submit" size="lg" variant="gold" disabled={submission.pending || uploading} className="w-full sm:w-auto">
            {submission.pending ? t("creative.creating") : t("creative.create")}
          </Button>
        </Form>
      </div>
    </SiteLayout>
  );
}

/**
 * A date the form fills in itself. Asked about at submission, its question is
 * shown and announced as the field's error (aria-invalid, aria-describedby, an
 * alert), with a button that says the date is right.
 */
function PrefilledDateField(props: {
  label: string;
  error: string | undefined;
  question: string | undefined;
  confirmLabel: string;
  onConfirm: () => void;
  children: ReactElement<Record<string, unknown>>;
}) {
  const asking = props.question !== undefined && !props.error;
  return (
    <div className="space-y-2">
      <Field label={props.label} required error={props.error ?? props.question}>
        {props.children}
      </Field>
      {asking ? (
        <Button variant="secondary" size="sm" onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      ) : null}
    </div>
  );
}
