import { business } from "@fh/client/site-facts";
import { Button, buttonClass, Field, inputClass, toast } from "@fh/ui";
import { telHref } from "@fh/validators/site";
import { useRef, type FormEvent } from "react";
import { useZodForm } from "../../lib/form";
import { lazySchema, useLazySchema } from "../../lib/lazy-schema";
import { trpc } from "../../lib/trpc";
import { Form } from "../site/Form";
import { Honeypot } from "../site/Honeypot";
import { PhoneIcon } from "../site/SiteHeader";
import { Section } from "./Section";

const FORM_ID = "contact-form";

// The form sits at the bottom of the landing page: its checks load after the take-over (lib/lazy-schema.ts).
const contactSchema = lazySchema((v) => v.contactSendSchema);

/** Contact (SPEC §2): call now, address, availability and the Send Message form. */
export function ContactSection() {
  const form = useZodForm({ name: "", email: "", phone: "", message: "", website: "" }, FORM_ID);
  const checks = useLazySchema(contactSchema);
  const sending = useRef(false);
  const send = trpc.contact.send.useMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      // A failure to load the checks is reported like a failure to send.
      const data = form.validate(contactSchema.current() ?? (await contactSchema.load()));
      if (!data) return;
      await send.mutateAsync(data);
      toast({ title: "Thank you for your message", description: "We will contact you soon to assist you with your needs.", variant: "success" });
      form.reset();
    } catch (err) {
      form.showServerErrors(err);
      toast({
        title: "Message failed to send",
        description: `Please try again or call us directly at ${business.phone}.`,
        variant: "destructive",
      });
    } finally {
      sending.current = false;
    }
  }

  return (
    <Section id="contact" eyebrow="We are here for you" title="Contact Us" intro="Call us at any hour, or send a message and we will reply soon.">
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-2">
          <div className="rounded-xl bg-navy-dark p-6 text-white sm:p-8">
            <h3 className="font-serif text-2xl font-semibold text-white">Call Us Now</h3>
            <p className="mt-2 text-white/85">Speak with a caring member of our staff, day or night.</p>
            <a href={telHref(business.phone)} className={buttonClass("gold", "lg", "mt-5 w-full sm:w-auto")}>
              <PhoneIcon /> {business.phone}
            </a>
          </div>
          <div className="rounded-xl border border-line bg-white p-6 sm:p-8">
            <h3 className="text-xl font-semibold">Our Address</h3>
            <address className="mt-2 not-italic text-ink-soft">
              {business.streetAddress}
              <br />
              {business.city}, {business.region} {business.postalCode}
            </address>
            <h3 className="mt-6 text-xl font-semibold">Availability</h3>
            <p className="mt-2 text-ink-soft">{business.hours}. Call us any time, day or night.</p>
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
            Send Message
          </h3>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Full Name" required error={form.errors.name}>
              <input type="text" autoComplete="name" required placeholder="Enter your full name" className={inputClass} {...form.bind("name")} />
            </Field>
            <Field label="Email Address" required error={form.errors.email}>
              <input type="email" autoComplete="email" required placeholder="Enter your email address" className={inputClass} {...form.bind("email")} />
            </Field>
          </div>
          <Field label="Phone Number" error={form.errors.phone}>
            <input type="tel" autoComplete="tel" placeholder="Enter your phone number" className={inputClass} {...form.bind("phone")} />
          </Field>
          <Field label="Message" required error={form.errors.message}>
            <textarea rows={5} required placeholder="Please describe how we can assist you..." className={inputClass} {...form.bind("message")} />
          </Field>
          <Honeypot value={form.values.website} onChange={(v) => form.set("website", v)} />
          <Button type="submit" size="lg" disabled={send.isPending} aria-disabled={!checks.ready || undefined} className="w-full sm:w-auto">
            {send.isPending ? "Sending..." : "Send Message"}
          </Button>
        </Form>
      </div>
    </Section>
  );
}
