import { business } from "@fh/client/site-facts";
import { pageTitle } from "@fh/client/titles";
import { sitePages } from "@fh/validators/site";
import { Button, Field, inputClass } from "@fh/ui";
import { obituarySubmitSchema, publicPages } from "@fh/validators";
import { useState, type FormEvent } from "react";
import { BackLink } from "../components/obituaries/BackLink";
import { FormSection } from "../components/obituaries/FormSection";
import { GuestBookDigestOption } from "../components/obituaries/GuestBookDigestOption";
import { Form } from "../components/site/Form";
import { Honeypot } from "../components/site/Honeypot";
import { SiteLayout } from "../components/site/SiteLayout";
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
  const submission = useObituarySubmission({
    successTitle: "Obituary Submitted",
    successDescription: "Thank you. The obituary has been submitted for review and will be published once approved.",
    failureDescription: "We could not submit the obituary. Please try again.",
  });
  const form = useZodForm(initial, FORM_ID);
  // A yes/no beside the form's texts (useZodForm holds text only).
  const [guestBookDigest, setGuestBookDigest] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate(obituarySubmitSchema, { ...form.values, guestBookDigest });
    if (!data) return;
    const error = await submission.send(data);
    if (error) form.showServerErrors(error);
  }

  return (
    <SiteLayout title={pageTitle(sitePages.submitObituary, business)}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <BackLink to={publicPages.obituaries}>Back to Obituaries</BackLink>
        <h1 className="mt-6 text-4xl font-semibold">Submit an Obituary</h1>
        <p className="mt-3 text-lg text-ink-soft">
          Share the life story of someone you love. Fields marked with an asterisk (*) are required.
        </p>

        <Form id={FORM_ID} noValidate onSubmit={onSubmit} className="relative mt-8" fieldsClassName="space-y-8">
          <FormSection title="About the Deceased">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="First Name" required error={form.errors.firstName}>
                <input type="text" required className={inputClass} {...form.bind("firstName")} />
              </Field>
              <Field label="Last Name" required error={form.errors.lastName}>
                <input type="text" required className={inputClass} {...form.bind("lastName")} />
              </Field>
              <Field label="Date of Birth" required error={form.errors.dateOfBirth}>
                <input type="date" required className={inputClass} {...form.bind("dateOfBirth")} />
              </Field>
              <Field label="Date of Death" required error={form.errors.dateOfDeath}>
                <input type="date" required className={inputClass} {...form.bind("dateOfDeath")} />
              </Field>
            </div>
            <Field label="Photo URL (optional)" error={form.errors.photoUrl} hint="A link to a photo that starts with https://">
              <input type="url" inputMode="url" placeholder="https://" className={inputClass} {...form.bind("photoUrl")} />
            </Field>
          </FormSection>

          <FormSection title="Life Story & Biography">
            <Field label="Biography" required error={form.errors.biography}>
              <textarea
                rows={10}
                required
                placeholder="Share their story: where they grew up, the people and passions they loved, and how they will be remembered..."
                className={inputClass}
                {...form.bind("biography")}
              />
            </Field>
          </FormSection>

          <FormSection title="Your Contact Information" description="We use these only to reach you about this obituary. They are never published.">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Your Name" required error={form.errors.submitterName}>
                <input type="text" autoComplete="name" required className={inputClass} {...form.bind("submitterName")} />
              </Field>
              <Field label="Your Email" required error={form.errors.submitterEmail}>
                <input type="email" autoComplete="email" required className={inputClass} {...form.bind("submitterEmail")} />
              </Field>
            </div>
            <Field label="Your Phone (optional)" error={form.errors.submitterPhone}>
              <input type="tel" autoComplete="tel" className={inputClass} {...form.bind("submitterPhone")} />
            </Field>
            <GuestBookDigestOption checked={guestBookDigest} onChange={setGuestBookDigest} />
          </FormSection>

          <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
          <p className="rounded-lg bg-cream px-4 py-3 text-ink-soft">
            All obituaries are reviewed by our staff before publication. We will contact you if we have any questions.
          </p>
          <Button type="submit" size="lg" disabled={submission.pending} className="w-full sm:w-auto">
            {submission.pending ? "Submitting..." : "Submit Obituary"}
          </Button>
        </Form>
      </div>
    </SiteLayout>
  );
}
