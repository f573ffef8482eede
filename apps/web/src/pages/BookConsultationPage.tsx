import { pageTitle } from "@fh/client/titles";
import { sitePages } from "@fh/validators/site";
import { business } from "@fh/client/site-facts";
import { Button, buttonClass, Field, inputClass, Select, toast } from "@fh/ui";
import {
  BUDGET_RANGES,
  CONSULTATION_DEFAULT_TYPE,
  CONSULTATION_SLOT_TAKEN_MESSAGE,
  CONSULTATION_TIME_SLOTS,
  CONSULTATION_TYPES,
  consultationBookSchema,
  isCalendarDate,
  publicPages,
  SERVICE_INTERESTS,
  telHref,
  todayIn,
} from "@fh/validators";
import { useRef, type FormEvent, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { BackLink } from "../components/obituaries/BackLink";
import { Form } from "../components/site/Form";
import { Honeypot } from "../components/site/Honeypot";
import { PhoneIcon } from "../components/site/SiteHeader";
import { SiteLayout } from "../components/site/SiteLayout";
import { budgetRangeLabels, consultationTypeLabels, serviceInterestLabels } from "../lib/consultation-labels";
import { serverFieldErrors, useZodForm } from "../lib/form";
import { trpc } from "../lib/trpc";

const FORM_ID = "book-consultation-form";

/** The day's times; a taken one stays listed, marked and not choosable, so the family sees the day as it is. */
function timeOptions(taken: ReadonlySet<string>) {
  return CONSULTATION_TIME_SLOTS.map((t) =>
    taken.has(t) ? { value: t, label: `${t} (unavailable)`, disabled: true } : { value: t, label: t },
  );
}
const interestOptions = SERVICE_INTERESTS.map((v) => ({ value: v, label: serviceInterestLabels[v] }));
const budgetOptions = BUDGET_RANGES.map((v) => ({ value: v, label: budgetRangeLabels[v] }));

function InfoCard({ title, children, icon }: { title: string; children: ReactNode; icon: ReactNode }) {
  return (
    <li className="rounded-xl border border-line bg-white p-6 text-center shadow-sm">
      <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-cream text-gold">{icon}</span>
      <h2 className="mt-3 text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-ink-soft">{children}</p>
    </li>
  );
}

/** Book a consultation (SPEC §2, §5, §9). */
export function BookConsultationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get("interest");
  const presetInterest = (SERVICE_INTERESTS as readonly string[]).includes(asked ?? "") ? (asked as string) : "";
  const today = todayIn();

  const book = trpc.consultations.book.useMutation();
  const utils = trpc.useUtils();
  const form = useZodForm(
    {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      appointmentDate: "",
      appointmentTime: "",
      consultationType: CONSULTATION_DEFAULT_TYPE as string,
      serviceInterest: presetInterest,
      budgetRange: "",
      additionalNotes: "",
      website: "",
    },
    FORM_ID,
  );
  const sending = useRef(false);

  // Which times of the chosen day are taken; asked once a real date from today on is entered.
  const day = form.values.appointmentDate;
  const dayChosen = isCalendarDate(day) && day >= today;
  const slots = trpc.consultations.slots.useQuery({ date: day }, { enabled: dayChosen });
  const taken = new Set<string>(dayChosen ? (slots.data?.slots.filter((s) => !s.available).map((s) => s.time) ?? []) : []);
  const dayFull = dayChosen && taken.size === CONSULTATION_TIME_SLOTS.length;
  const timeError =
    form.errors.appointmentTime ??
    (taken.has(form.values.appointmentTime) ? "This time is already booked on that day. Please choose another time." : undefined);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    const data = form.validate(consultationBookSchema);
    if (!data) return;
    if (data.appointmentDate < today) {
      form.setErrors({ appointmentDate: "Choose today or a later date" });
      return;
    }
    if (taken.has(data.appointmentTime)) {
      form.setErrors({ appointmentTime: "This time is already booked on that day. Please choose another time." });
      return;
    }
    sending.current = true;
    try {
      await book.mutateAsync(data);
      toast({
        title: "Consultation Booked",
        description: "Your consultation has been scheduled. We will contact you soon to confirm details.",
        variant: "success",
      });
      void navigate(publicPages.home);
    } catch (err) {
      form.showServerErrors(err);
      // Another family took the time meanwhile: show the day as it is now.
      if (serverFieldErrors(err).appointmentTime === CONSULTATION_SLOT_TAKEN_MESSAGE) {
        void utils.consultations.slots.invalidate({ date: data.appointmentDate });
      }
      toast({
        title: "Booking Failed",
        description: `Please try again or call us directly at ${business.phone}.`,
        variant: "destructive",
      });
      sending.current = false;
    }
  }

  return (
    <SiteLayout title={pageTitle(sitePages.bookConsultation, business)}>
      <div className="bg-cream/60">
        <div className="mx-auto max-w-5xl px-4 pb-10 pt-8 sm:px-6">
          <BackLink to={publicPages.home}>Back to Home</BackLink>
          <h1 className="mt-6 text-4xl font-semibold sm:text-5xl">Book a Consultation</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">
            Meet with a funeral director, free of charge and with no obligation, to talk through arrangements or plan ahead.
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            <InfoCard title="In-Person" icon={<HomeIcon />}>
              At our funeral home, {business.streetAddress}, {business.city}.
            </InfoCard>
            <InfoCard title="Virtual" icon={<VideoIcon />}>
              A video call from the comfort of your home; we send the link by email.
            </InfoCard>
            <InfoCard title="Phone" icon={<PhoneIcon className="h-6 w-6" />}>
              We call you at the time you choose.
            </InfoCard>
          </ul>
        </div>
      </div>

      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <Form
          id={FORM_ID}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="booking-form-title"
          className="relative rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
          fieldsClassName="space-y-5"
        >
          <h2 id="booking-form-title" className="text-2xl font-semibold">
            Schedule Your Consultation
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="First Name" required error={form.errors.firstName}>
              <input type="text" autoComplete="given-name" required className={inputClass} {...form.bind("firstName")} />
            </Field>
            <Field label="Last Name" required error={form.errors.lastName}>
              <input type="text" autoComplete="family-name" required className={inputClass} {...form.bind("lastName")} />
            </Field>
            <Field label="Email" required error={form.errors.email}>
              <input type="email" autoComplete="email" required className={inputClass} {...form.bind("email")} />
            </Field>
            <Field label="Phone" required error={form.errors.phone}>
              <input type="tel" autoComplete="tel" required className={inputClass} {...form.bind("phone")} />
            </Field>
            <Field label="Preferred Date" required error={form.errors.appointmentDate}>
              <input type="date" min={today} required className={inputClass} {...form.bind("appointmentDate")} />
            </Field>
            <Field
              label="Preferred Time"
              required
              error={timeError}
              hint={dayFull ? `Every time on this day is booked. Please choose another day or call us at ${business.phone}.` : undefined}
            >
              <Select options={timeOptions(taken)} placeholder="Select a time" required {...form.bind("appointmentTime")} />
            </Field>
          </div>

          <fieldset>
            <legend className="text-sm font-semibold text-ink-soft">Consultation Type *</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {CONSULTATION_TYPES.map((t) => (
                <label
                  key={t}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-line px-3 py-2 has-[:checked]:border-navy has-[:checked]:bg-cream"
                >
                  <input
                    type="radio"
                    name="consultationType"
                    value={t}
                    checked={form.values.consultationType === t}
                    onChange={() => form.set("consultationType", t)}
                    className="h-4 w-4 accent-navy"
                  />
                  <span>{consultationTypeLabels[t]}</span>
                </label>
              ))}
            </div>
            {form.errors.consultationType ? (
              <p role="alert" className="mt-1 text-sm font-medium text-danger">
                {form.errors.consultationType}
              </p>
            ) : null}
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Service Interest" required error={form.errors.serviceInterest}>
              <Select options={interestOptions} placeholder="Select a service" required {...form.bind("serviceInterest")} />
            </Field>
            {/* "(optional)" on the label, as elsewhere on the site: in the placeholder it was cut off on phones. */}
            <Field label="Budget Range (optional)" error={form.errors.budgetRange}>
              <Select options={budgetOptions} placeholder="Select a budget range" {...form.bind("budgetRange")} />
            </Field>
          </div>
          <Field label="Additional Notes" error={form.errors.additionalNotes}>
            <textarea
              rows={4}
              placeholder="Anything you would like us to know before we meet"
              className={inputClass}
              {...form.bind("additionalNotes")}
            />
          </Field>
          <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
          <Button type="submit" size="lg" disabled={book.isPending} className="w-full sm:w-auto">
            {book.isPending ? "Booking..." : "Book Consultation"}
          </Button>
        </Form>

        <aside aria-labelledby="immediate-title" className="h-fit rounded-xl bg-navy-dark p-6 text-white sm:p-8">
          <h2 id="immediate-title" className="text-2xl font-semibold text-white">
            Need Immediate Assistance?
          </h2>
          <p className="mt-3 text-white/90">If a death has just occurred, please call us now. We answer 24 hours a day, 7 days a week.</p>
          <a href={telHref(business.phone)} className={buttonClass("gold", "lg", "mt-5 w-full")}>
            <PhoneIcon /> {business.phone}
          </a>
          <address className="mt-5 not-italic text-white/90">
            {business.streetAddress}
            <br />
            {business.city}, {business.region} {business.postalCode}
          </address>
        </aside>
      </div>
    </SiteLayout>
  );
}

function HomeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
    </svg>
  );
}

function VideoIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="M16 10l6-3v10l-6-3z" />
    </svg>
  );
}
