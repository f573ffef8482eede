import type { RouterOutputs } from "@fh/api";
import { Button, ConfirmDialog, toast } from "@fh/ui";
import { privacyRequestInput } from "@fh/validators";
import { useState, type FormEvent } from "react";
import { AdminShell } from "../components/AdminShell";
import { Badge, EmptyState } from "../components/bits";
import { FormError, TextInput } from "../components/FormBits";
import { failureText, toastFailure } from "../lib/failure";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";

type Report = RouterOutputs["admin"]["privacy"]["lookup"];

/** The kinds of record found, in the words staff use, with the count's key. */
const KINDS: Array<{ key: keyof Report["counts"]; label: string }> = [
  { key: "obituarySubmissions", label: "Obituary submissions" },
  { key: "guestBookEntries", label: "Guest-book messages" },
  { key: "consultations", label: "Consultations" },
  { key: "contactMessages", label: "Contact messages" },
  { key: "chatSessions", label: "Chat conversations" },
  { key: "chatMessages", label: "Chat messages" },
  { key: "prePlanningRequests", label: "Pre-planning requests" },
  { key: "obituaryFollows", label: "Obituaries followed" },
  { key: "emails", label: "Emails" },
];

function ReportView({ email, report }: { email: string; report: Report }) {
  if (report.empty) {
    return <EmptyState title="Nothing Stored">Nothing is stored for {email}.</EmptyState>;
  }
  return (
    <section aria-labelledby="privacy-found" className="space-y-4 rounded-lg border border-line bg-white p-4">
      <h2 id="privacy-found" className="font-sans text-lg font-semibold text-ink">
        Stored for {email}
      </h2>
      <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {KINDS.map(({ key, label }) => (
          <div key={key} className="rounded-md bg-cream px-3 py-2">
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="text-2xl font-semibold text-navy-dark" data-testid={`count-${key}`}>
              {report.counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {report.obituaries.length > 0 ? (
        <div>
          <h3 className="font-sans font-semibold text-ink">Obituaries submitted with this address</h3>
          <ul className="mt-2 space-y-2">
            {report.obituaries.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium text-ink">
                  {o.firstName} {o.lastName}
                </span>
                <Badge tone={o.outcome === "deleted" ? "red" : "navy"}>
                  {o.outcome === "deleted" ? `${o.state}: will be deleted` : `${o.state}: stays published, contact removed`}
                </Badge>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-muted">
            A memorial the family still wants published is kept; only the submitter&apos;s name, email and phone are removed.
          </p>
        </div>
      ) : null}
    </section>
  );
}

/**
 * /admin/privacy: a person asks what we hold about them, or asks us to erase
 * it. Staff look the email address up, see what is stored,
 * and erase it after confirming. Nothing is erased without the lookup first,
 * so staff always see what goes.
 */
export default function PrivacyPage() {
  useStaffTitle("privacy");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [found, setFound] = useState<{ email: string; report: Report } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const lookup = trpc.admin.privacy.lookup.useMutation();
  const erase = trpc.admin.privacy.erase.useMutation();

  const onLookup = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(privacyRequestInput, { email });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFound(null);
    lookup.mutate(checked.data, {
      onSuccess: (report) => setFound({ email: checked.data.email, report }),
      onError: (error) => {
        const text = failureText(error, "Failed to look up this address");
        if (text !== null) setErrors({ form: text });
      },
    });
  };

  const onErase = () => {
    if (!found) return;
    erase.mutate(
      { email: found.email },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: "Data Erased", description: `Everything stored for ${found.email} has been erased.`, variant: "success" });
          setFound(null);
          setEmail("");
        },
        onError: (error) => {
          setConfirming(false);
          toastFailure(error, "Erase Failed", "Nothing was erased. Please try again.");
        },
      },
    );
  };

  return (
    <AdminShell title="Privacy Requests">
      <p className="max-w-3xl text-ink-soft">
        When someone asks what we hold about them, or asks us to erase it, look up the email address they used. Check who is
        asking before you erase: this cannot be undone.
      </p>

      <form onSubmit={onLookup} noValidate className="mt-4 flex max-w-xl flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextInput label="Email address" required type="email" value={email} onChange={setEmail} error={errors.email} />
        </div>
        <Button type="submit" disabled={lookup.isPending}>
          {lookup.isPending ? "Looking up..." : "Look Up"}
        </Button>
      </form>
      <div className="mt-2">
        <FormError errors={errors.form ? { form: errors.form } : {}} />
      </div>

      {found ? (
        <div className="mt-6 space-y-4">
          <ReportView email={found.email} report={found.report} />
          {found.report.empty ? null : (
            <Button variant="danger" onClick={() => setConfirming(true)} disabled={erase.isPending}>
              Erase Everything for This Address
            </Button>
          )}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title="Erase Personal Data"
        message={`Erase everything stored for ${found?.email ?? "this address"}? Published memorials stay, without the submitter's contact. This action cannot be undone.`}
        confirmLabel={erase.isPending ? "Erasing..." : "Erase"}
        pending={erase.isPending}
        onConfirm={onErase}
      />
    </AdminShell>
  );
}
