/** A small line icon per service type, beside its written name (never instead of it). */
const paths: Record<string, string> = {
  // a flower
  flower: "M12 7a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0-5v5m0 6v9m-5-14 3 3m7-3-3 3M7 13l3-3m7 3-3-3",
  // a flame
  flame: "M12 22c4 0 7-3 7-7 0-5-5-7-5-12-3 2-4 5-4 7-1-1-2-2-2-4-2 2-3 5-3 9 0 4 3 7 7 7Z",
  // a headstone
  stone: "M6 21V10a6 6 0 0 1 12 0v11M4 21h16M10 12h4m-2-2v5",
  // a clipboard
  plan: "M9 3h6v3H9zM7 5H5v16h14V5h-2M8 11h8M8 15h6",
  // a heart
  heart: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10Z",
  // a star
  star: "m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z",
  // a circle
  other: "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z",
};

const kindOf: Record<string, keyof typeof paths> = {
  funeral: "flower",
  "traditional-funeral": "flower",
  memorial: "flower",
  celebration: "flower",
  viewing: "flower",
  cremation: "flame",
  burial: "stone",
  "pre-planning": "plan",
  "grief-support": "heart",
  "veteran-services": "star",
};

export function ServiceIcon({ type }: { type: string | null }) {
  const d = paths[kindOf[type ?? ""] ?? "other"];
  return (
    <span aria-hidden="true" className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-navy/10 text-navy">
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={d} />
      </svg>
    </span>
  );
}
