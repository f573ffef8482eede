import { cn } from "@fh/ui";
import { useEffect, useRef, useState } from "react";

/**
 * A memorial or gallery photo that never shows as a broken image: when the
 * address is missing or fails to load, a calm lily stands in. Three layers,
 * because a page drawn by the server meets a failing photo before any script:
 * - before the app has taken the page over, CSS alone covers a broken <img>
 *   with the lily (.photo-with-fallback in styles.css);
 * - once it has, an error that already happened (onError was not listening
 *   yet) is read from the image itself, and the lily replaces it;
 * - a later failure (a lazy photo further down) is heard by onError.
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
  const image = useRef<HTMLImageElement>(null);
  const usable = typeof src === "string" && src.trim() !== "" && failed !== src;

  useEffect(() => {
    const img = image.current;
    // Finished loading yet nothing to show: the request failed before React was listening.
    if (usable && img && img.complete && img.naturalWidth === 0) setFailed(src);
  }, [src, usable]);

  return (
    <div className={cn("relative overflow-hidden bg-cream", className)}>
      {usable ? (
        <img
          ref={image}
          src={src}
          alt={alt}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onError={() => setFailed(src)}
          className={cn("photo-with-fallback block h-full w-full object-cover", imgClassName)}
        />
      ) : (
        <div role="img" aria-label={alt} data-testid="memorial-lily" className="memorial-lily h-full w-full" />
      )}
    </div>
  );
}
