import type { RouterOutputs } from "@fh/api";
import { toParagraphs } from "@fh/i18n";
import { englishDateWords } from "@fh/i18n/english";

type PreviewableObituary = Pick<
  RouterOutputs["admin"]["obituaries"]["list"][number],
  "firstName" | "lastName" | "dateOfBirth" | "dateOfDeath" | "biography" | "photoUrl"
>;

/**
 * The obituary as /obituaries/{id} shows it to the public (SPEC §2): photo,
 * name, long US dates in UTC, the biography in paragraphs at line breaks.
 */
export function ObituaryPreview({ obituary }: { obituary: PreviewableObituary }) {
  const paragraphs = toParagraphs(obituary.biography);
  const name = `${obituary.firstName} ${obituary.lastName}`;
  return (
    <article className="rounded-lg border border-line bg-paper p-5 wrap-anywhere">
      <div className="flex flex-col items-center text-center">
        {obituary.photoUrl ? (
          <img src={obituary.photoUrl} alt={`Photo of ${name}`} className="h-40 w-40 rounded-full object-cover shadow" />
        ) : null}
        <h3 className="mt-3 text-2xl font-semibold">{name}</h3>
        <p className="mt-1 text-ink-soft">
          {englishDateWords().long(obituary.dateOfBirth)} – {englishDateWords().long(obituary.dateOfDeath)}
        </p>
      </div>
      <div className="mt-4 space-y-3 text-ink">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </article>
  );
}
