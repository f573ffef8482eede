import { business } from "@fh/client/site-facts";
import { telHref } from "@fh/validators/site";
import { LegalPage } from "../components/site/LegalPage";

/** What the site keeps, for how long, and how to ask us to remove it. */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="January 2025">
      <p>
        {business.name} serves families at some of the most private moments of their lives. We collect only what we need to
        help you, we never sell it, and we remove it when you ask. This page explains what this website keeps and why.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Obituaries and memorials</strong> you submit: the name, dates, life story and photo of the person you are
          honoring, and your own name, email and phone so our staff can reach you during review. Your contact details are never
          published.
        </li>
        <li>
          <strong>Guest-book messages</strong>: your name and message are shown on the memorial page. If you give an email
          address, only our staff can see it.
        </li>
        <li>
          <strong>Contact messages</strong>: your name, email, optional phone number and message, so we can answer you.
        </li>
        <li>
          <strong>Consultation bookings</strong>: your name, email, phone, the date and time you chose, the kind of consultation,
          the services you are interested in, an optional budget range and any notes.
        </li>
        <li>
          <strong>Chat messages</strong> with our grief-support assistant, kept under a random conversation number, not your
          name, so that the conversation can continue while you have the page open.
        </li>
        <li>
          <strong>Photos</strong> you upload. We re-save every image, which removes hidden location and camera details.
        </li>
      </ul>
      <p>
        Our server also keeps short technical logs (such as the time of a request and the internet address it came from) to
        protect the site from abuse. We do not use advertising trackers or sell information to anyone.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Published obituaries and their guest books stay online until the family asks us to change or remove them.</li>
        <li>Obituaries we decline are deleted within 90 days.</li>
        <li>Contact messages and consultation bookings are kept for up to 3 years, as part of our records of the care we provide.</li>
        <li>Chat conversations are deleted after 90 days.</li>
        <li>Technical logs are kept for no more than 30 days.</li>
      </ul>

      <h2>Who can see it</h2>
      <p>
        Only our staff, signed in to our back office, can see submitters' contact details, contact messages, bookings and chat
        conversations. We share information only when the law requires it or when you ask us to (for example, with a cemetery
        or place of worship while arranging a service).
      </p>

      <h2>Your choices and how to ask for removal</h2>
      <p>
        You can ask us at any time to see, correct or delete what we hold about you, or to take down an obituary, photo or
        guest-book message. Email us at <a className="text-navy underline" href={`mailto:${business.email}`}>{business.email}</a>,
        call us at <a className="text-navy underline" href={telHref(business.phone)}>{business.phone}</a>, or write to us at{" "}
        {business.streetAddress}, {business.city}, {business.region} {business.postalCode}. Tell us the page or the message
        concerned; we act on requests within 7 days and confirm when it is done. For a memorial, we may check with the family
        member who submitted it first.
      </p>

      <h2>Children</h2>
      <p>This site is meant for adults. We do not knowingly collect information from children under 13.</p>

      <h2>Changes</h2>
      <p>If we change this policy, we will post the new version here with a new date.</p>
    </LegalPage>
  );
}
