import { business } from "@fh/client/site-facts";
import { telHref } from "@fh/validators/site";
import { LegalPage } from "../components/site/LegalPage";

/** The terms of using the website: plain words for a family, not a contract to decode. */
export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="January 2025">
      <p>
        Welcome to the website of {business.name}. By using it, you agree to these terms. They are written to keep memorial
        pages respectful and the information here useful.
      </p>

      <h2>Memorials and obituaries</h2>
      <ul>
        <li>Submit an obituary only if you are family, or have the family's permission.</li>
        <li>Everything you send must be true to the best of your knowledge, and any photo must be one you have the right to share.</li>
        <li>
          Our staff reviews every obituary before it is published. We may edit it for length, clarity or privacy, or decline
          to publish it.
        </li>
        <li>You keep the rights to your words and photos. You allow us to show them on this website for as long as the memorial is online.</li>
      </ul>

      <h2>Guest books</h2>
      <p>
        Guest books are for condolences and memories. We remove messages that are hurtful, commercial, untrue or that share
        someone's private information, and we may do so without notice.
      </p>

      <h2>Consultations and contact</h2>
      <p>
        A booking made on this site is a request. We will contact you to confirm it. Consultations are free and create no
        obligation. Prices shown on this site, such as for direct cremation, are starting prices; your written statement of
        goods and services is what counts.
      </p>

      <h2>The grief-support assistant</h2>
      <p>
        The chat assistant offers general comfort and information. It is not a counselor, doctor or emergency service. If you
        are in crisis, call or text 988 (the Suicide and Crisis Lifeline), or 911 in an emergency. You can always reach a person
        at {business.name} at <a className="text-navy underline" href={telHref(business.phone)}>{business.phone}</a>.
      </p>

      <h2>Downloads</h2>
      <p>Our brochure and grief guides are free for personal use and may be printed and shared with family and friends.</p>

      <h2>Using the site fairly</h2>
      <p>
        Do not try to disrupt the site, send automated submissions, or reach parts of it that are not meant for the public. We
        may block access that harms the site or the families who use it.
      </p>

      <h2>Our responsibility</h2>
      <p>
        We take care that this site is accurate and available, but we cannot promise it will always be free of errors or
        interruptions. Nothing here limits rights you have under Florida or federal law, including the Federal Trade
        Commission's Funeral Rule.
      </p>

      <h2>Questions</h2>
      <p>
        Write to <a className="text-navy underline" href={`mailto:${business.email}`}>{business.email}</a> or call{" "}
        <a className="text-navy underline" href={telHref(business.phone)}>{business.phone}</a>. See also our Privacy Policy for
        how we handle your information.
      </p>
    </LegalPage>
  );
}
