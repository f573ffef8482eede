import { Spinner } from "@fh/ui";
import { Link } from "react-router-dom";
import { trpc } from "../lib/trpc";

/** Memorial Tributes (SPEC §2). */
export function ObituariesPage() {
  const list = trpc.obituaries.list.useQuery();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/" className="text-navy underline">
        Back to Home
      </Link>
      <h1 className="mt-4 text-4xl font-semibold">Memorial Tributes</h1>
      {list.isPending ? (
        <p className="mt-8">
          <Spinner label="Loading memorial tributes..." />
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data?.map((o) => (
            <li key={o.id} className="rounded-lg border border-line bg-white p-4">
              <h2 className="text-xl font-semibold">
                {o.firstName} {o.lastName}
              </h2>
              <p className="line-clamp-3 text-ink-soft">{o.biography}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
