import { buttonClass } from "@fh/ui";
import { lazy, Suspense, useState } from "react";
import { useT } from "../../i18n/context";

// The form is its own chunk: most readers never open it, and the page's first load stays as it was.
const RsvpForm = lazy(() => import("./RsvpForm"));

/** "I'll attend" under an upcoming service: a button that opens the form in place. */
export function ServiceRsvp({ serviceId, title }: { serviceId: number; title: string }) {
  const t = useT("obituary");
  const [open, setOpen] = useState(false);
  const formId = `rsvp-${serviceId}`;
  return (
    <div className="mt-4">
      {open ? null : (
        <button type="button" className={buttonClass("secondary", "md")} aria-label={t("rsvp.buttonLabel", { title })} aria-controls={formId} aria-expanded={false} onClick={() => setOpen(true)} data-testid="rsvp-open">
          {t("rsvp.button")}
        </button>
      )}
      <div id={formId}>
        {open ? (
          <Suspense fallback={null}>
            <RsvpForm serviceId={serviceId} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
