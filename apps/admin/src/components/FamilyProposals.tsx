import { Button, toast } from "@fh/ui";
import { trpc } from "../lib/trpc";

/** The obituary's fields as staff read them. */
const FIELD_LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  dateOfBirth: "Date of birth",
  dateOfDeath: "Date of death",
  biography: "Biography",
  photoUrl: "Photo",
  submitterName: "Submitter name",
  submitterPhone: "Submitter phone",
};

const shown = (value: string | null) => (value === null || value === "" ? "(empty)" : value);

/**
 * "Changes proposed by the family" on the dashboard: each published
 * obituary whose family proposed changes on their family page, field by
 * field as it is now and as proposed. Approve applies them; Reject keeps the
 * obituary as it is. The family is emailed either way, in their language.
 * Nothing is drawn while none wait.
 */
export function FamilyProposals() {
  const utils = trpc.useUtils();
  const proposals = trpc.admin.family.proposals.useQuery();
  const onDecided = async (what: string) => {
    toast({ title: what, description: "The family has been emailed.", variant: "success" });
    await Promise.all([utils.admin.family.proposals.invalidate(), utils.admin.obituaries.invalidate()]);
  };
  const approve = trpc.admin.family.approveProposal.useMutation({ onSuccess: () => onDecided("Changes approved") });
  const reject = trpc.admin.family.rejectProposal.useMutation({ onSuccess: () => onDecided("Changes rejected") });
  const list = proposals.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="family-proposals" className="mt-8" data-testid="family-proposals">
      <h2 id="family-proposals" className="text-2xl font-semibold">
        Changes proposed by the family
      </h2>
      <ul className="mt-4 space-y-4">
        {list.map((p) => (
          <li key={p.id} className="rounded-lg border border-gold/50 bg-white p-4">
            <p className="font-semibold text-navy-dark">{p.name}</p>
            <p className="text-sm text-muted">
              Proposed by {p.proposedBy} on {p.createdAt.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
            </p>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="text-muted">
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      Field
                    </th>
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      Now
                    </th>
                    <th scope="col" className="py-1 font-semibold">
                      Proposed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.changes.map((c) => (
                    <tr key={c.field} className="border-t border-line align-top">
                      <th scope="row" className="py-2 pr-3 font-semibold whitespace-nowrap">
                        {FIELD_LABELS[c.field] ?? c.field}
                      </th>
                      <td className="py-2 pr-3 whitespace-pre-line text-ink-soft">{shown(c.current)}</td>
                      <td className="py-2 whitespace-pre-line">{shown(c.proposed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" disabled={approve.isPending || reject.isPending} onClick={() => approve.mutate({ id: p.id })}>
                Approve changes
              </Button>
              <Button size="sm" variant="secondary" disabled={approve.isPending || reject.isPending} onClick={() => reject.mutate({ id: p.id })}>
                Reject
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
