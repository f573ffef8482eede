import { NOT_AVAILABLE } from "@fh/client/format";

/** Staff-only labels and sizes; dates are formatted by @fh/client/format, the same as on the public site. */

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return NOT_AVAILABLE;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'grand_opening' / 'pre-planning' -> 'Grand Opening' / 'Pre Planning'. */
export function labelOf(value: string | null | undefined): string {
  if (!value) return "";
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}
