import type { RouterOutputs } from "@fh/api";
import { Button, buttonClass, toast } from "@fh/ui";
import { staffPages } from "@fh/validators/site";
import { AdminShell } from "../components/AdminShell";
import { Badge, LoadError, Loading } from "../components/bits";
import { toastFailure } from "../lib/failure";
import { formatBytes, formatStamp } from "../lib/format";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";

type Overview = RouterOutputs["admin"]["system"]["backups"];

const TRIGGERS: Record<NonNullable<Overview["last"]>["trigger"], string> = {
  schedule: "on schedule",
  staff: "from this page",
  command: "by the backup command",
};

function LastBackup({ overview }: { overview: Overview }) {
  const last = overview.last;
  if (!last) {
    return <p className="text-ink-soft">No backup has been made on this server yet.</p>;
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="last-backup">
      <dt className="font-semibold">Result</dt>
      <dd>
        {last.ok ? <Badge tone="green">Worked</Badge> : <Badge tone="red">Failed</Badge>}
        <span className="ml-2 text-ink-soft">{TRIGGERS[last.trigger]}</span>
      </dd>
      <dt className="font-semibold">Time</dt>
      <dd>{formatStamp(last.at)}</dd>
      {last.ok && last.size !== null ? (
        <>
          <dt className="font-semibold">Size</dt>
          <dd>{formatBytes(last.size)}</dd>
        </>
      ) : null}
      {last.error ? (
        <>
          <dt className="font-semibold">What went wrong</dt>
          <dd className="break-words text-danger">{last.error}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Schedule({ overview }: { overview: Overview }) {
  const where = overview.kept === "bucket" ? "in the backup bucket" : "on the server's disk";
  return (
    <p className="mt-3 text-sm text-ink-soft">
      {overview.everyHours > 0 ? `A backup is made every ${overview.everyHours} hours; ` : "No scheduled backups on this server (BACKUP_EVERY_HOURS is 0); "}
      the newest {overview.keep} are kept {where}. Each holds the whole database and every photo.
    </p>
  );
}

/** /admin/system (owners): the last backup, "Back up now", the kept archives' downloads, and the home's own export. */
export default function SystemPage() {
  useStaffTitle("system");
  const overview = trpc.admin.system.backups.useQuery(undefined, {
    // While a backup runs, the page follows it.
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });
  const utils = trpc.useUtils();
  const backUp = trpc.admin.system.backUpNow.useMutation({
    onSuccess: (answer) => {
      toast({ title: answer.started ? "Backup started" : "A backup is already running", variant: "success" });
      void utils.admin.system.backups.invalidate();
    },
    onError: (error) => toastFailure(error, "The backup could not be started"),
  });
  const running = overview.data?.running === true || backUp.isPending;

  return (
    <AdminShell title={staffPages.system.title}>
      <div className="grid max-w-3xl gap-6">
        <section aria-labelledby="backups-heading" className="rounded-lg border border-line bg-white p-6">
          <h2 id="backups-heading" className="font-sans text-xl font-semibold text-ink">
            Backups
          </h2>
          <div className="mt-3">
            {overview.isLoading ? (
              <Loading label="Loading backups" />
            ) : overview.isError || !overview.data ? (
              <LoadError what="the backups" onRetry={() => void overview.refetch()} />
            ) : (
              <>
                <LastBackup overview={overview.data} />
                <Schedule overview={overview.data} />
              </>
            )}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button onClick={() => backUp.mutate()} disabled={running}>
              {running ? "Backing Up…" : "Back Up Now"}
            </Button>
            {running ? (
              <span role="status" className="text-sm text-ink-soft">
                A backup is running; this page shows its result when it ends.
              </span>
            ) : null}
          </div>
          {overview.data && overview.data.archives.length > 0 ? (
            <>
              <h3 className="mt-6 font-sans text-lg font-semibold text-ink">Kept archives</h3>
              <ul className="mt-2 divide-y divide-line" data-testid="archives">
                {overview.data.archives.map((archive) => (
                  <li key={archive.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="break-all font-mono text-sm">{archive.name}</span>
                    <span className="flex items-center gap-3 text-sm">
                      <span className="text-ink-soft">{formatBytes(archive.size)}</span>
                      <a className="text-navy underline" href={`/api/admin/system/backups/${encodeURIComponent(archive.name)}`} download>
                        Download<span className="sr-only"> {archive.name}</span>
                      </a>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section aria-labelledby="export-heading" className="rounded-lg border border-line bg-white p-6">
          <h2 id="export-heading" className="font-sans text-xl font-semibold text-ink">
            Export Every Memorial
          </h2>
          <p className="mt-2 text-ink-soft">
            One ZIP file with every memorial, its guest book, its services and its photos, in an open format (JSON and the photo files) that any
            other system or person can read. It is yours to keep, whatever software runs the website.
          </p>
          <a className={buttonClass("secondary", "md", "mt-4")} href="/api/admin/system/export.zip" download>
            Download the Export (ZIP)
          </a>
        </section>
      </div>
    </AdminShell>
  );
}
