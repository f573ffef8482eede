import { business } from "@fh/client/site-facts";
import { Button, buttonClass, Field, inputClass, Select, toast } from "@fh/ui";
import { CONSULTATION_DEFAULT_TYPE, CONSULTATION_SLOT_TAKEN_MESSAGE, consultationBookSchema } from "@fh/validators/public";
import {
  BUDGET_RANGES,
  CONSULTATION_TIME_SLOTS,
  CONSULTATION_TYPES,
  isCalendarDate,
  publicPages,
  SERVICE_INTERESTS,
  telHref,
  timeOfDayIn,
  todayIn,
} from "@fh/validators/site";
import type { Locale } from "@fh/validators/locale";
import { useRef, type FormEvent, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { BackLink } from "../components/obituaries/BackLink";
import { Form } from "../components/site/Form";
import { Honeypot } from "../components/site/Honeypot";
import { PhoneIcon } from "../components/site/SiteHeader";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT, type Translate } from "../i18n/context";
import { pageTitleIn } from "@fh/i18n";
import { budgetRangeLabels, consultationTypeLabels, serviceInterestLabels } from "@fh/i18n/consultation-labels";
import { serverFieldErrors, useZodForm } from "../lib/form";
import { trpc } from "../lib/trpc";
import { useSubmissionKeys } from "@fh/client/submission-key";

const FORM_ID = "book-consultation-form";

/**
 * The day's times, each written the page's way ("9:00 a. m.") over the
 * slot's own value; a taken one stays listed, marked and not choosable, so
 * the family sees the day as it is.
 */
function timeOptions(taken: ReadonlySet<string>, t: Translate<"consultation">, locale: Locale) {
  return CONSULTATION_TIME_SLOTS.map((value) => {
    const time = timeOfDayIn(value, locale);
    return taken.has(value) ? { value, label: t("timeUnavailable", { time }), disabled: true } : { value, label: time };
  });
}

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
  const t = useT("consultation");
  const site = useT("site");
  const locale = useLocale();
  const interestOptions = SERVICE_INTERESTS.map((v) => ({ value: v, label: t(serviceInterestLabels[v]) }));
  const budgetOptions = BUDGET_RANGES.map((v) => ({ value: v, label: t(budgetRangeLabels[v]) }));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get("interest");
  const presetInterest = (SERVICE_INTERESTS as readonly string[]).includes(asked ?? "") ? (asked as string) : "";
  const today = todayIn();

  const book = trpc.consultations.book.useMutation();
  // Sent again after a failure, the same booking keeps its Idempotency-Key: booked once.
  const keys = useSubmissionKeys();
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
    (taken.has(form.values.appointmentTime) ? t("slotTaken") : undefined);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    const data = form.validate(consultationBookSchema);
    if (!data) return;
    if (data.appointmentDate < today) {
      form.setErrors({ appointmentDate: t("chooseLaterDate") });
      return;
    }
    if (taken.has(data.appointmentTime)) {
      form.setErrors({ appointmentTime: t("slotTaken") });
      return;
    }
    sending.current = true;
    try {
      await book.mutateAsync(keys.keyed(data));
      keys.done();
      toast({
        title: t("booked"),
        description: t("bookedText"),
        variant: "success",
      });
      void navigate(publicPages.home);
    } catch (err) {
      form.showServerErrors(err);
      // Another family took the time meanwhile: show the day as it is now. The server words it in
      // the page's language, so on a Spanish or Creole page any answer about the time refreshes the day.
      const timeAnswer = serverFieldErrors(err).appointmentTime;
      if (timeAnswer === CONSULTATION_SLOT_TAKEN_MESSAGE || (locale !== "en" && timeAnswer !== undefined)) {
        void utils.consultations.slots.invalidate({ date: data.appointmentDate });
      }
      toast({
        title: t("failed"),
        description: site("form.sendFailed", { phone: business.phone }),
        variant: "destructive",
      });
      sending.current = false;
    }
  }

  return (
    <SiteLayout title={pageTitleIn(locale, "bookConsultation", business)}>
      <div className="bg-cream/60">
        <div className="mx-auto max-w-5xl px-4 pb-10 pt-8 sm:px-6">
          <BackLink to={publicPages.home}>{site("backToHome")}</BackLink>
          <h1 className="mt-6 text-4xl font-semibold sm:text-5xl">{t("title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("intro")}</p>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            <InfoCard title={t("inPerson")} icon={<HomeIcon />}>
              {t("inPersonText", { street: business.streetAddress, city: business.city })}
            </InfoCard>
            <InfoCard title={t("virtual")} icon={<VideoIcon />}>
              {t("virtualText")}
            </InfoCard>
            <InfoCard title={t("phone")} icon={<PhoneIcon className="h-6 w-6" />}>
              {t("phoneText")}
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
            {t("form")}
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t("firstName")} required error={form.errors.firstName}>
              <input type="text" autoComplete="given-name" required className={inputClass} {...form.bind("firstName")} />
            </Field>
            <Field label={t("lastName")} required error={form.errors.lastName}>
              <input type="text" autoComplete="family-name" required className={inputClass} {...form.bind("lastName")} />
            </Field>
            <Field label={t("email")} required error={form.errors.email}>
              <input type="email" autoComplete="email" required className={inputClass} {...form.bind("email")} />
            </Field>
            <Field label={t("phoneField")} required error={form.errors.phone}>
              <input type="tel" autoComplete="tel" required className={inputClass} {...form.bind("phone")} />
            </Field>
            <Field label={t("date")} required error={form.errors.appointmentDate}>
              <input type="date" min={today} required className={inputClass} {...form.bind("appointmentDate")} />
            </Field>
            <Field
              label={t("time")}
              required
              error={timeError}
              hint={dayFull ? t("dayFull", { phone: business.phone }) : undefined}
            >
              <Select options={timeOptions(taken, t, locale)} placeholder={t("timePlaceholder")} required {...form.bind("appointmentTime")} />
            </Field>
          </div>

          <fieldset>
            <legend className="text-sm font-semibold text-ink-soft">{t("type")}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {CONSULTATION_TYPES.map((type) => (
                <label
                  key={type}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-line px-3 py-2 has-[:checked]:border-navy has-[:checked]:bg-cream"
                >
                  <input
                    type="radio"
                    name="consultationType"
                    value={type}
                    checked={form.values.consultationType === type}
                    onChange={() => form.set("consultationType", type)}
                    className="h-4 w-4 accent-navy"
                  />
                  <span>{t(consultationTypeLabels[type])}</span>
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
            <Field label={t("interest")} required error={form.errors.serviceInterest}>
              <Select options={interestOptions} placeholder={t("interestPlaceholder")} required {...form.bind("serviceInterest")} />
            </Field>
            {/* "(optional)" on the label, as elsewhere on the site: in the placeholder it was cut off on phones. */}
            <Field label={t("budget")} error={form.errors.budgetRange}>
              <Select options={budgetOptions} placeholder={t("budgetPlaceholder")} {...form.bind("budgetRange")} />
            </Field>
          </div>
          <Field label={t("notes")} error={form.errors.additionalNotes}>
            <textarea
              rows={4}
              placeholder={t("notesPlaceholder")}
              className={inputClass}
              {...form.bind("additionalNotes")}
            />
          </Field>
          <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
          <Button type="submit" size="lg" disabled={book.isPending} className="w-full sm:w-auto">
            {book.isPending ? t("booking") : t("book")}
          </Button>
        </Form>

        <aside aria-labelledby="immediate-title" className="h-fit rounded-xl bg-navy-dark p-6 text-white sm:p-8">
          <h2 id="immediate-title" className="text-2xl font-semibold text-white">
            {t("immediate")}
          </h2>
          <p className="mt-3 text-white/90">{t("immediateText")}</p>
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
