import { Button, Field, inputClass, toast } from "@fh/ui";
import { MEMORIAL_PHOTOS_MAX } from "@fh/validators/public";
import { useState } from "react";
import { useT } from "../../../i18n/context";
import { trpc } from "../../../lib/trpc";
import { PhotoUpload } from "../../obituaries/PhotoUpload";
import type { FamilySectionProps } from "../sections";

/**
 * The memorial's gallery, kept by the family: upload a photo (the same checks
 * as every upload), give it a caption, add it; move each up or down, change
 * its caption, remove it. Buttons, not dragging, so it works by keyboard and
 * on a phone.
 */
export function FamilyPhotos({ obituaryId }: FamilySectionProps) {
  const t = useT("familyPage");
  const utils = trpc.useUtils();
  const gallery = trpc.familyMemorial.photos.useQuery({ obituaryId });
  const settle = { onSuccess: (data: NonNullable<typeof gallery.data>) => utils.familyMemorial.photos.setData({ obituaryId }, data), onError: () => toast({ title: t("memorial.failed"), variant: "destructive" }) };
  const add = trpc.familyMemorial.addPhoto.useMutation(settle);
  const reorder = trpc.familyMemorial.reorderPhotos.useMutation(settle);
  const remove = trpc.familyMemorial.removePhoto.useMutation(settle);
  const caption = trpc.familyMemorial.captionPhoto.useMutation(settle);
  const [photoUrl, setPhotoUrl] = useState("");
  const [newCaption, setNewCaption] = useState("");
  const [captions, setCaptions] = useState<Record<number, string>>({});
  const photos = gallery.data ?? [];
  const full = photos.length >= MEMORIAL_PHOTOS_MAX;
  const busy = add.isPending || reorder.isPending || remove.isPending || caption.isPending;

  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate({ obituaryId, photoIds: ids });
  };

  return (
    <section aria-labelledby={`photos-${obituaryId}`} className="mt-6 border-t border-line pt-6" data-testid="family-photos">
      <h3 id={`photos-${obituaryId}`} className="text-xl font-semibold">
        {t("memorial.photos.title")}
      </h3>
      <p className="mt-1 text-ink-soft">{t("memorial.photos.help", { max: MEMORIAL_PHOTOS_MAX })}</p>
      {full ? (
        <p className="mt-3 font-medium">{t("memorial.photos.full", { max: MEMORIAL_PHOTOS_MAX })}</p>
      ) : (
        <div className="mt-3 space-y-3 rounded-lg border border-line p-4">
          <PhotoUpload value={photoUrl} onChange={setPhotoUrl} />
          <Field label={t("memorial.photos.caption")}>
            <input className={inputClass} maxLength={200} value={newCaption} onChange={(e) => setNewCaption(e.target.value)} />
          </Field>
          <Button
            disabled={!photoUrl || busy}
            onClick={() =>
              add.mutate(
                { obituaryId, photoUrl, caption: newCaption },
                {
                  onSuccess: (data) => {
                    settle.onSuccess(data);
                    setPhotoUrl("");
                    setNewCaption("");
                  },
                },
              )
            }
          >
            {t("memorial.photos.add")}
          </Button>
        </div>
      )}
      {photos.length === 0 ? <p className="mt-3 text-ink-soft">{t("memorial.photos.none")}</p> : null}
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {photos.map((p, i) => {
          const label = t("memorial.photos.photoLabel", { n: i + 1, count: photos.length });
          return (
            <li key={p.id} className="rounded-lg border border-line p-3" aria-label={label}>
              <img src={p.url} alt={label} width={p.width} height={p.height} loading="lazy" className="aspect-[4/3] h-auto w-full rounded object-cover" />
              <Field label={t("memorial.photos.caption")}>
                <input className={inputClass} maxLength={200} value={captions[p.id] ?? p.caption} onChange={(e) => setCaptions({ ...captions, [p.id]: e.target.value })} />
              </Field>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => caption.mutate({ obituaryId, photoId: p.id, caption: captions[p.id] ?? p.caption })}>
                  {t("memorial.photos.saveCaption")}
                </Button>
                <Button size="sm" variant="secondary" disabled={busy || i === 0} onClick={() => move(i, -1)}>
                  {t("memorial.photos.moveUp")}
                </Button>
                <Button size="sm" variant="secondary" disabled={busy || i === photos.length - 1} onClick={() => move(i, 1)}>
                  {t("memorial.photos.moveDown")}
                </Button>
                <Button size="sm" variant="danger" disabled={busy} onClick={() => remove.mutate({ obituaryId, photoId: p.id })}>
                  {t("memorial.photos.remove")}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
