import { pageTitle } from "@fh/client/titles";
import { business } from "@fh/client/site-facts";
import { buttonClass, cn } from "@fh/ui";
import { CRISIS_LINE, GRIEF_GROUP_WEEKS, publicPages, sitePages, telHref } from "@fh/validators/site";
import { Link } from "react-router-dom";
import { BreathingExercise } from "../components/grief/BreathingExercise";
import {
  copingStrategies,
  griefStages,
  localProviders,
  memorialIdeas,
  professionalHelpSigns,
  resourceGuides,
} from "../components/grief/grief-content";
import { cardClass, GriefHeader, GriefSection } from "../components/grief/GriefLayout";
import { documentHref, documents } from "../lib/documents";
import { SiteFooter } from "../components/site/SiteFooter";
import { usePageTitle } from "../components/site/SiteLayout";

/** The consultation form reads ?interest= and preselects the service interest. */
const referralHref = `${publicPages.bookConsultation}?interest=grief-support`;

/** /grief-support (SPEC §2). */
export function GriefSupportPage() {
  usePageTitle(pageTitle(sitePages.griefSupport, business));

  return (
    <div className="min-h-screen bg-paper">
      <GriefHeader backTo={publicPages.home} backLabel="Back to Main Site" />
      <main id="main">
        <div className="bg-cream">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
            <p className="font-semibold tracking-wide text-sage uppercase">You are not alone</p>
            <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Grief Support</h1>
            <p className="mt-5 max-w-3xl text-lg text-ink-soft sm:text-xl">
              Losing someone you love changes everything. Grief has no timetable and no right way to feel. Here you will find
              immediate help, local support groups, guides to take home, and gentle ways to honor the person you miss.
            </p>
          </div>
        </div>

        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <GriefSection
            id="immediate-support"
            title="Immediate Support"
            intro="If you are struggling right now, please reach out. Someone is always there to listen."
          >
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="flex flex-col gap-6">
                <div className={cn(cardClass, "border-l-4 border-l-danger")}>
                  <h3 className="text-xl font-semibold">988 Suicide &amp; Crisis Lifeline</h3>
                  <p className="mt-2 text-ink-soft">
                    Free, confidential support 24 hours a day for anyone in emotional distress. Call or text {CRISIS_LINE}.
                  </p>
                  <div className="mt-4 flex flex-wrap gap-3">
                    <a href={`tel:${CRISIS_LINE}`} className={buttonClass("danger")}>
                      Call {CRISIS_LINE}
                    </a>
                    <a href={`sms:${CRISIS_LINE}`} className={buttonClass("secondary")}>
                      Text {CRISIS_LINE}
                    </a>
                  </div>
                  <p className="mt-3 text-sm text-muted">If someone is in immediate danger, call 911.</p>
                </div>

                <div className={cardClass}>
                  <h3 className="text-xl font-semibold">24/7 Local Support</h3>
                  <p className="mt-2 text-ink-soft">
                    Our caring staff at {business.name} answer the phone day and night, whether you need to arrange care for a
                    loved one or simply need to talk.
                  </p>
                  <a href={telHref(business.phone)} className={buttonClass("primary", "md", "mt-4")}>
                    Call {business.phone}
                  </a>
                </div>

                <div className={cardClass}>
                  <h3 className="text-xl font-semibold">Talk with us in person</h3>
                  <p className="mt-2 text-ink-soft">
                    Meet with a member of our family for a quiet conversation about grief support, services or planning ahead.
                  </p>
                  <Link to={publicPages.bookConsultation} className={buttonClass("gold", "md", "mt-4")}>
                    Book Consultation
                  </Link>
                </div>
              </div>

              <div className={cardClass}>
                <h3 className="text-center text-xl font-semibold">Guided Breathing Exercise</h3>
                <p className="mx-auto mt-2 max-w-md text-center text-ink-soft">
                  When grief feels overwhelming, slow breathing can calm your body. Take four minutes for yourself.
                </p>
                <div className="mt-4">
                  <BreathingExercise />
                </div>
              </div>
            </div>
          </GriefSection>

          <GriefSection
            id="local-providers"
            title="Local Support Providers"
            intro={`Support groups meet every week. Most follow a ${GRIEF_GROUP_WEEKS}-week program, and you are welcome to join at any time.`}
          >
            <ul className="grid gap-6 md:grid-cols-3">
              {localProviders.map((p) => (
                <li key={p.name} className={cn(cardClass, "flex flex-col")}>
                  <h3 className="text-xl font-semibold">{p.name}</h3>
                  <p className="mt-1 text-sm font-semibold text-sage">{p.kind}</p>
                  <p className="mt-3 flex-1 text-ink-soft">{p.description}</p>
                  <dl className="mt-4 space-y-1 border-t border-line pt-4 text-ink-soft">
                    <div>
                      <dt className="inline font-semibold text-ink">Weekly group: </dt>
                      <dd className="inline">
                        {p.group.day}, {p.group.time}, {p.group.place}
                      </dd>
                    </div>
                    <div>
                      <dt className="inline font-semibold text-ink">Program: </dt>
                      <dd className="inline">{GRIEF_GROUP_WEEKS} weeks</dd>
                    </div>
                  </dl>
                  <a
                    href={telHref(p.phone)}
                    className="mt-4 inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-4"
                    aria-label={`Call ${p.name} at ${p.phone}`}
                  >
                    {p.phone}
                  </a>
                </li>
              ))}
            </ul>
          </GriefSection>

          <GriefSection
            id="understanding-grief"
            title="Understanding Grief"
            intro="Many people find it helpful to know the feelings that often come with loss. These are commonly described as five stages."
          >
            <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {griefStages.map((stage, i) => (
                <li key={stage.name} className={cardClass}>
                  <p className="font-serif text-3xl text-gold" aria-hidden="true">
                    {i + 1}
                  </p>
                  <h3 className="mt-1 text-xl font-semibold">{stage.name}</h3>
                  <p className="mt-2 text-ink-soft">{stage.description}</p>
                </li>
              ))}
            </ol>
            <p className="mt-6 rounded-lg bg-gold-soft/50 p-5 text-lg text-ink">
              <strong>Grief is not linear.</strong> You may move back and forth between these feelings, feel several at once, or
              not feel some of them at all. Every person grieves in their own way and in their own time.
            </p>

            <h3 className="mt-12 text-2xl font-semibold">Coping Strategies</h3>
            <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {copingStrategies.map((c) => (
                <li key={c.title} className={cardClass}>
                  <h4 className="font-serif text-lg font-semibold text-navy-dark">{c.title}</h4>
                  <p className="mt-2 text-ink-soft">{c.description}</p>
                </li>
              ))}
            </ul>
          </GriefSection>

          <GriefSection
            id="resources"
            title="Helpful Resources"
            intro="Guides written by our family for yours. Download them, print them, and share them with anyone who may need them."
          >
            <ul className="grid gap-6 md:grid-cols-3">
              {resourceGuides.map((r) => (
                <li key={r.key} className={cn(cardClass, "flex flex-col")}>
                  <p className="text-sm font-semibold tracking-wide text-sage uppercase">PDF guide</p>
                  <h3 className="mt-1 text-xl font-semibold">{documents[r.key].title}</h3>
                  <p className="mt-2 flex-1 text-ink-soft">{r.description}</p>
                  <a
                    href={documentHref(r.key)}
                    target="_blank"
                    rel="noopener"
                    className={buttonClass("secondary", "md", "mt-4")}
                    aria-label={`Download ${documents[r.key].title} (PDF, opens in a new tab)`}
                  >
                    Download Guide
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-lg">
              <Link to={publicPages.moreGriefResources} className="font-semibold text-navy underline underline-offset-4">
                More grief resources: specialized services, groups, faith-based and community support
              </Link>
            </p>
          </GriefSection>

          <GriefSection
            id="professional-help"
            title="When to Seek Professional Help"
            intro="Grief is not an illness, but sometimes it becomes too heavy to carry alone. Consider talking with a counselor if you notice:"
          >
            <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
              <ul className={cn(cardClass, "list-disc space-y-2 pl-10 text-ink-soft marker:text-gold")}>
                {professionalHelpSigns.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
              <div className={cn(cardClass, "flex flex-col justify-between bg-cream")}>
                <div>
                  <h3 className="text-xl font-semibold">We can help you find the right support</h3>
                  <p className="mt-2 text-ink-soft">
                    We work with trusted local grief counselors and therapists. Ask us for a referral and we will help you take the
                    next step.
                  </p>
                </div>
                <Link to={referralHref} className={buttonClass("primary", "md", "mt-4")}>
                  Request Referral
                </Link>
              </div>
            </div>
          </GriefSection>

          <GriefSection
            id="memorial-ideas"
            title="Memorial Ideas"
            intro="Remembering is part of healing. These are a few ways families keep a loved one's memory close."
          >
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {memorialIdeas.map((m) => (
                <li key={m.title} className={cardClass}>
                  <h3 className="text-lg font-semibold">{m.title}</h3>
                  <p className="mt-2 text-ink-soft">{m.description}</p>
                </li>
              ))}
            </ul>
          </GriefSection>

          <section aria-labelledby="more-help-title" className="mb-16 rounded-lg bg-navy px-6 py-10 text-center text-white sm:px-10">
            <h2 id="more-help-title" className="text-3xl font-semibold text-white">
              We are here for you
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">
              Whatever you need, day or night, you can call us at {business.phone}. Explore more local services, groups and
              community resources in our directory.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to={publicPages.moreGriefResources} className={buttonClass("gold", "lg")}>
                More Grief Resources
              </Link>
              <a href={telHref(business.phone)} className={buttonClass("secondary", "lg")}>
                Call {business.phone}
              </a>
            </div>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
