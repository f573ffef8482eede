import { cn } from "@fh/ui";
import { useState } from "react";

/**
 * A memorial or gallery photo that never shows as a broken image: when the
 * address is missing or fails to load, a calm drawn placeholder stands in.
 */
export function PhotoWithFallback({
  src,
  alt,
  className,
  imgClassName,
  loading = "lazy",
  fetchPriority,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  imgClassName?: string;
  loading?: "lazy" | "eager";
  /** "high" for the photo a page is about (its largest paint). */
  fetchPriority?: "high" | "low" | "auto";
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = typeof src === "string" && src.trim() !== "" && failed !== src;
  return (
    <div className={cn("relative overflow-hidden bg-cream", className)}>
      {usable ? (
        <img
          src={src}
          alt={alt}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onError={() => setFailed(src)}
          className={cn("h-full w-full object-cover", imgClassName)}
        />
      ) : (
        <MemorialPlaceholder label={alt} />
      )}
    </div>
  );
}

/** A soft lily on a warm ground: the stand-in for a missing photo. */
export function MemorialPlaceholder({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 200 200" preserveAspectRatio="xMidYMid slice" className="h-full w-full">
      <defs>
        <linearGradient id="mp-ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f4f1ea" />
          <stop offset="1" stopColor="#e7dfcf" />
        </linearGradient>
      </defs>
      <rect width="200" height="200" fill="url(#mp-ground)" />
      <g transform="translate(100 92)" fill="#fbfaf7" stroke="#c9b78f" strokeWidth="1.5">
        {[0, 60, 120, 180, 240, 300].map((r) => (
          <ellipse key={r} cx="0" cy="-22" rx="11" ry="24" transform={`rotate(${r})`} />
        ))}
        <circle r="7" fill="#d9b24a" stroke="none" />
      </g>
      <path d="M100 118 C100 140 96 160 92 180" stroke="#7f9c78" strokeWidth="3" fill="none" />
      <path d="M97 150 C86 142 78 144 72 150 C82 154 90 154 97 150 Z" fill="#9db79a" />
    </svg>
  );
}
