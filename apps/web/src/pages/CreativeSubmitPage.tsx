import { business } from "@fh/client/site-facts";
import { pageTitle } from "@fh/client/titles";
import { sitePages } from "@fh/validators/site";
import { Button, Field, inputClass } from "@fh/ui";
import {
  ENHANCED_DEFAULT_DATE_OF_BIRTH,
  ENHANCED_DEFAULT_DATE_OF_DEATH,
  enhancedObituaryFormSchema,
  enhancedToSubmission,
  publicPages,
} from "@fh/validators";
import { useState, type FormEvent } from "react";
import { BackLink } from "../components/obituaries/BackLink";
import { FormSection } from "../components/obituaries/FormSection";
import { GuestBookDigestOption } from "../components/obituaries/GuestBookDigestOption";
import { PhotoUpload } from "../components/obituaries/PhotoUpload";
import { Form } from "../components/site/Form";
import { Honeypot } from "../components/site/Honeypot";
import { SiteLayout } from "../components/site/SiteLayout";
import { useZodForm } from "../lib/form";
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
  const submission = useObituarySubmission({
    successTitle: "Obituary Submitted Successfully",
    successDescription: "Your memorial has been submitted for review and will be published once approved.",
    failureDescription: "We could not submit the memorial. Please try again.",
  });
  const form = useZodForm(initial, FORM_ID);
  const [uploading, setUploading] = useState(false);
  // A yes/no beside the form's texts (useZodForm holds text only).
  const [guestBookDigest, setGuestBookDigest] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (uploading) return;
    const data = form.validate(enhancedObituaryFormSchema, { ...form.values, guestBookDigest });
    if (!data) return;
    const error = await submission.send(enhancedToSubmission(data));
    if (error) form.showServerErrors(error);
  }

  return (
    <SiteLayout title={pageTitle(sitePages.creativeSubmit, business)}>
      <div className="bg-cream/60">
        <div className="mx-auto max-w-4xl px-4 pb-10 pt-8 sm:px-6">
          <BackLink to={publicPages.obituaries}>Back to Obituaries</BackLink>
          <h1 className="mt-6 text-4xl font-semibold sm:text-5xl">Create a Beautiful Memorial</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">
            Tell the story of a life well lived. Add a photo, the things they loved and the details of their service. Fields
            marked with an asterisk (*) are required.
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <Form id={FORM_ID} noValidate onSubmit={onSubmit} className="relative" fieldsClassName="space-y-8">
          <FormSection title="Photo">
            <PhotoUpload value={form.values.photoUrl} onChange={(url) => form.set("photoUrl", url)} onBusyChange={setUploading} />
            {form.errors.photoUrl ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {form.errors.photoUrl}
              </p>
            ) : null}
          </FormSection>

          <FormSection title="Personal Information">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="First Name" required error={form.errors.firstName}>
                <input type="text" required className={inputClass} {...form.bind("firstName")} />
              </Field>
              <Field label="Last Name" required error={form.errors.lastName}>
                <input type="text" required className={inputClass} {...form.bind("lastName")} />
              </Field>
              <Field label="Nickname" error={form.errors.nickname}>
                <input type="text" placeholder="What family and friends called them" className={inputClass} {...form.bind("nickname")} />
              </Field>
              <Field label="Occupation" error={form.errors.occupation}>
                <input type="text" placeholder="e.g. Teacher, Nurse, Carpenter" className={inputClass} {...form.bind("occupation")} />
              </Field>
              <Field label="Date of Birth" required error={form.errors.dateOfBirth}>
                <input type="date" required className={inputClass} {...form.bind("dateOfBirth")} />
              </Field>
              <Field label="Date of Passing" required error={form.errors.dateOfDeath}>
                <input type="date" required className={inputClass} {...form.bind("dateOfDeath")} />
              </Field>
            </div>
          </FormSection>

          <FormSection title="Life Story">
            <Field label="Biography" required error={form.errors.biography} hint="At least 10 characters. Start a new line for each paragraph.">
              <textarea
                rows={10}
                required
                placeholder="Share their story: where they grew up, the people and passions they loved, and how they will be remembered..."
                className={inputClass}
                {...form.bind("biography")}
              />
            </Field>
            <Field label="Hobbies & Interests" error={form.errors.hobbies}>
              <textarea rows={3} placeholder="Gardening, fishing, the church choir..." className={inputClass} {...form.bind("hobbies")} />
            </Field>
            <Field label="Favorite Quote" error={form.errors.favoriteQuote}>
              <input type="text" placeholder="A saying they loved or lived by" className={inputClass} {...form.bind("favoriteQuote")} />
            </Field>
          </FormSection>

          <FormSection title="Memorial Service Details" description="Optional. Add these if the service is planned and open to friends.">
            <Field label="Location" error={form.errors.memorialLocation}>
              <input type="text" placeholder="Chapel, church or other place" className={inputClass} {...form.bind("memorialLocation")} />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Date" error={form.errors.memorialDate}>
                <input type="date" className={inputClass} {...form.bind("memorialDate")} />
              </Field>
              <Field label="Time" error={form.errors.memorialTime}>
                <input type="time" className={inputClass} {...form.bind("memorialTime")} />
              </Field>
            </div>
          </FormSection>

          <FormSection title="Your Contact Information" description="We use these only to reach you about this memorial. They are never published.">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Your Full Name" required error={form.errors.submitterName}>
                <input type="text" autoComplete="name" required className={inputClass} {...form.bind("submitterName")} />
              </Field>
              <Field label="Relationship" error={form.errors.submitterRelationship}>
                <input type="text" placeholder="e.g. Daughter, Friend" className={inputClass} {...form.bind("submitterRelationship")} />
              </Field>
              <Field label="Email" required error={form.errors.submitterEmail}>
                <input type="email" autoComplete="email" required className={inputClass} {...form.bind("submitterEmail")} />
              </Field>
              <Field label="Phone" error={form.errors.submitterPhone}>
                <input type="tel" autoComplete="tel" className={inputClass} {...form.bind("submitterPhone")} />
              </Field>
            </div>
            <GuestBookDigestOption checked={guestBookDigest} onChange={setGuestBookDigest} />
          </FormSection>

          <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
          <p className="rounded-lg bg-cream px-4 py-3 text-ink-soft">
            Every memorial is reviewed by our staff before it is published.
          </p>
          <Button type="submit" size="lg" variant="gold" disabled={submission.pending || uploading} className="w-full sm:w-auto">
            {submission.pending ? "Creating Memorial..." : "Create Beautiful Memorial"}
          </Button>
        </Form>
      </div>
    </SiteLayout>
  );
}
