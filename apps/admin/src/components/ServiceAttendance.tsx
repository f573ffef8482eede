import type { RouterOutputs } from "@fh/api";

type Attendance = RouterOutputs["admin"]["services"]["attendance"][number];

/**
 * Who said "I'll attend" a service: people in all, then each answer's name
 * and party size, in the order they came. The card shows the count and the
 * names folded; the dialog shows the names open. Nothing when nobody answered.
 */
export function ServiceAttendance({ attendance, open }: { attendance: Attendance | undefined; open: boolean }) {
  if (!attendance || attendance.answers.length === 0) {
    return open ? <p className="text-sm text-muted">No one has said they will attend yet.</p> : null;
  }
  const summary = `${attendance.people} ${attendance.people === 1 ? "person" : "people"} attending (${attendance.answers.length} ${attendance.answers.length === 1 ? "answer" : "answers"})`;
  const names = (
    <ul className="mt-1 space-y-0.5 text-sm">
      {attendance.answers.map((a, i) => (
        <li key={i}>
          {a.name}
          {a.guests > 1 ? <span className="text-muted"> + {a.guests - 1}</span> : null}
        </li>
      ))}
    </ul>
  );
  return open ? (
    <section aria-label="Attending" className="rounded-lg border border-line bg-cream/40 p-3" data-testid="service-attendance">
      <p className="text-sm font-semibold">{summary}</p>
      {names}
    </section>
  ) : (
    <details className="mt-2 text-sm" data-testid="service-attendance">
      <summary className="cursor-pointer font-semibold text-navy">{summary}</summary>
      {names}
    </details>
  );
}
