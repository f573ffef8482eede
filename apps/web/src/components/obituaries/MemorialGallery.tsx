import type { RouterOutputs } from "@fh/api";
import { useT } from "../../i18n/context";

type Photo = RouterOutputs["obituaries"]["byId"]["gallery"][number];

/**
 * The family's photos, drawn by the server as plain HTML: a list of figures,
 * each photo a link to itself at full size, its caption under it. No script
 * (the page's first load is what it was), images load lazily with their size
 * set (no layout shift), and a screen reader hears "Photo 2 of 12" then the
 * caption. Nothing is drawn when there are none.
 */
export function MemorialGallery({ photos }: { photos: Photo[] }) {
  const t = useT("obituary");
  if (photos.length === 0) return null;
  const count = photos.length;
  return (
    <section aria-labelledby="gallery-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm wrap-anywhere sm:p-8" data-testid="memorial-gallery">
      <h2 id="gallery-title" className="text-3xl font-semibold">
        {t("gallery.title")}
      </h2>
      <p className="mt-1 text-ink-soft">{t("gallery.count", { count })}</p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {photos.map((p, i) => (
          <li key={`${i}-${p.url}`}>
            <figure>
              <a href={p.url} className="block overflow-hidden rounded-lg bg-cream focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy">
                <img
                  src={p.url}
                  alt={t("gallery.photoLabel", { n: i + 1, count })}
                  width={p.width}
                  height={p.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square h-auto w-full object-cover"
                />
              </a>
              {p.caption ? <figcaption className="mt-2 text-base text-ink-soft">{p.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
