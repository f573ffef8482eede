import { trpc } from "../lib/trpc";

/**
 * How many people confirmed they follow this obituary's services:
 * they are emailed when a linked service is added, changed or removed. For
 * staff only; the public site never shows it.
 */
export function ObituaryFollowers({ obituaryId }: { obituaryId: number }) {
  const followers = trpc.admin.obituaries.followers.useQuery({ id: obituaryId });
  const n = followers.data?.confirmed;
  if (n === undefined) return null;
  return (
    <p className="mb-5 text-sm text-ink-soft" data-testid="obituary-followers">
      {n === 0
        ? "Nobody follows this obituary's services by email yet."
        : `${n} ${n === 1 ? "person follows" : "people follow"} this obituary's services by email and will be told when a linked service changes.`}
    </p>
  );
}
