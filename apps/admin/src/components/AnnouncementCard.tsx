import { publicUrl } from "@fh/client/site-facts";
import { Button, buttonClass } from "@fh/ui";
import type { ReactNode } from "react";
import { formatEventStamp, labelOf } from "../lib/format";
import { Badge } from "./bits";

/** One event or service in a staff list (SPEC §2): badges, when, where, two lines of description, actions. */
export function AnnouncementCard({
  title,
  subtitle,
  type,
  isPublic,
  date,
  time,
  location,
  description,
  onEdit,
  onDelete,
  extra,
}: {
  title: string;
  subtitle?: ReactNode;
  type: string;
  isPublic: boolean;
  date: string;
  time: string;
  location: string | null;
  description: string | null;
  onEdit: () => void;
  onDelete: () => void;
  /** Below the description: a service's attendance ("I'll attend"). */
  extra?: ReactNode;
}) {
  return (
    <li className="flex min-w-0 flex-col rounded-lg border border-line bg-white p-4 wrap-anywhere">
      <div className="flex flex-wrap gap-2">
        {isPublic ? <Badge tone="green">Public</Badge> : <Badge tone="neutral">Private</Badge>}
        <Badge tone="navy">{labelOf(type)}</Badge>
      </div>
      <h3 className="mt-2 text-lg font-semibold">{title}</h3>
      {subtitle ? <p className="text-sm text-ink-soft">{subtitle}</p> : null}
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="w-20 shrink-0 font-semibold text-muted">When</dt>
          <dd>{formatEventStamp(date, time)}</dd>
        </div>
        {location ? (
          <div className="flex gap-2">
            <dt className="w-20 shrink-0 font-semibold text-muted">Location</dt>
            <dd className="min-w-0">{location}</dd>
          </div>
        ) : null}
      </dl>
      {description ? <p className="mt-2 line-clamp-2 text-sm text-ink">{description}</p> : null}
      {extra}
      <div className="mt-auto flex flex-wrap gap-2 pt-3" role="group" aria-label={`Actions for ${title}`}>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <a className={buttonClass("ghost", "sm")} href={publicUrl("/#events")} target="_blank" rel="noreferrer">
          View on Website
        </a>
        <Button size="sm" variant="danger" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
