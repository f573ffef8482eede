import { Button, toast } from "@fh/ui";
import { trpc } from "../lib/trpc";

/**
 * "End family access": signs the obituary's family (the submitter and those
 * they invited) out of the family page on every device at once, and voids
 * sign-in links already emailed. They may ask for a new link later, like every
 * other family; to keep someone out, change the submitter's email or ask the
 * family to remove the invitation.
 */
export function FamilyAccess({ obituaryId }: { obituaryId: number }) {
  const end = trpc.admin.family.endAccess.useMutation({
    onSuccess: (r) =>
      toast({
        title: "Family access ended",
        description: r.endedSessions === 1 ? "1 signed-in device was signed out." : `${r.endedSessions} signed-in devices were signed out.`,
        variant: "success",
      }),
  });
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-cream/50 px-4 py-3" data-testid="family-access">
      <p className="text-sm text-ink-soft">The family signs in to their family page with a link sent by email.</p>
      <Button size="sm" variant="secondary" disabled={end.isPending} onClick={() => end.mutate({ id: obituaryId })}>
        End family access
      </Button>
    </div>
  );
}
