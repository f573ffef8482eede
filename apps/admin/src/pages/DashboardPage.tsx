import { Button, Spinner } from "@fh/ui";
import { adminPages, staffPages } from "@fh/validators/site";
import { useRef, useState, type ChangeEvent } from "react";
import { Link } from "react-router-dom";
import { AdminShell } from "../components/AdminShell";
import { FamilyProposals } from "../components/FamilyProposals";
import { SearchBox } from "../components/ListControls";
import { ObituaryCreateDialog } from "../components/ObituaryCreateDialog";
import { useStaffUser } from "../components/StaffSession";
import { useListParams } from "../lib/list-params";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";
import { useGalleryUpload } from "../lib/upload";
import { ObituaryModeration, obituarySections } from "./ObituaryModeration";

/** The dashboard's photo button: any image/*, no size check (SPEC §5); the server has the last word. */
function DashboardUpload() {
  const input = useRef<HTMLInputElement>(null);
  const { progress, start } = useGalleryUpload();
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) start(file);
  };
  return (
    <>
      <input ref={input} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onPick} />
      <Button variant="gold" onClick={() => input.current?.click()} disabled={progress !== null}>
        {progress !== null ? <Spinner label={`Uploading ${Math.round(progress)}%`} /> : "Upload Photo"}
      </Button>
    </>
  );
}

function Tile({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Link to={to} className="block rounded-lg border border-line bg-white p-4 transition-colors hover:border-navy hover:bg-cream">
      <span className="block font-semibold text-navy-dark">{title}</span>
      <span className="block text-sm text-muted">{text}</span>
    </Link>
  );
}

function Count({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="text-3xl font-semibold text-navy-dark" data-testid={testId}>
        {value ?? "–"}
      </p>
    </div>
  );
}

/**
 * /admin and /admin/obituaries (SPEC §2): the obituary dashboard. The
 * welcome, the counts (exact, from their own call, whatever the lists show),
 * New Obituary, the photo button, the tiles and the search box are here; the
 * lists and their actions are the moderation's (ObituaryModeration.tsx).
 */
export default function DashboardPage() {
  useStaffTitle("dashboard");
  const user = useStaffUser();
  const counts = trpc.admin.obituaries.counts.useQuery();
  const params = useListParams();
  const q = params.text("q");
  const [creating, setCreating] = useState(false);
  const pageKeys = Object.values(obituarySections).map((s) => s.pageKey);
  // A new search starts every list at its first page.
  const search = (next: string) => params.set({ q: next, ...Object.fromEntries(pageKeys.map((k) => [k, null])) });

  return (
    <AdminShell
      title="Obituary Dashboard"
      actions={
        <>
          <Button onClick={() => setCreating(true)}>New Obituary</Button>
          <DashboardUpload />
        </>
      }
    >
      <p className="text-lg text-ink-soft">
        Welcome, <strong className="text-ink">{user.username}</strong>
      </p>

      <div className="mt-4 grid grid-cols-2 gap-3">
        <Count label="Pending Review" value={counts.data?.pending} testId="pending-count" />
        <Count label="Approved (Live)" value={counts.data?.live} testId="approved-count" />
      </div>

      <nav aria-label="Manage" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Tile to={adminPages.events} title={staffPages.events.nav} text="Community events" />
        <Tile to={adminPages.services} title={staffPages.services.nav} text="Funeral services" />
        <Tile to={adminPages.photos} title={staffPages.photos.nav} text="Photo gallery" />
        <Tile to={adminPages.consultations} title={staffPages.consultations.nav} text="Appointments" />
        <Tile to={adminPages.contactMessages} title={staffPages.contactMessages.nav} text="Messages from the website" />
        <Tile to={adminPages.privacy} title={staffPages.privacy.nav} text="Find or erase a person's data" />
      </nav>

      <div className="mt-8">
        <SearchBox label="Search obituaries" placeholder="Name, email or phone" value={q} onSearch={search} />
      </div>

      <FamilyProposals />

      <ObituaryModeration q={q} />

      <ObituaryCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        // The new one is the newest: show the first page of its list.
        onCreated={(o) => params.set({ [o.state === "live" ? obituarySections.live.pageKey : obituarySections.pending.pageKey]: null })}
      />
    </AdminShell>
  );
}
