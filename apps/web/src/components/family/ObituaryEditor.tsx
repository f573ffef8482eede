import type { RouterOutputs } from "@fh/api";
import { Button, Field, inputClass, toast } from "@fh/ui";
import { useRef, useState, type FormEvent } from "react";
import { useT } from "../../i18n/context";
import { useZodForm } from "../../lib/form";
import { lazySchema, useLazySchema } from "../../lib/lazy-schema";
import { trpc } from "../../lib/trpc";
import { PhotoUpload } from "../obituaries/PhotoUpload";
import { Form } from "../site/Form";

type FamilyObituary = RouterOutputs["family"]["obituary"];
const editSchema = lazySchema((v) => v.familyObituaryEditSchema);

/**
 * The obituary's whole form, with the submission form's rules and messages
 * (the same schema, checked here and on the server). Waiting for review it
 * saves in place; published it sends the changes to staff as a proposal.
 */
export function ObituaryEditor({ obituary, onDone }: { obituary: FamilyObituary; onDone: () => void }) {
  const t = useT("familyPage");
  const utils = trpc.useUtils();
  const proposing = obituary.state !== "waiting";
  const edit = trpc.family.edit.useMutation();
  const propose = trpc.family.propose.useMutation();
  const formId = `family-edit-${obituary.id}`;
  const f = obituary.fields;
  const form = useZodForm(
    {
      firstName: f.firstName,
      lastName: f.lastName,
      dateOfBirth: f.dateOfBirth,
      dateOfDeath: f.dateOfDeath,
      biography: f.biography,
      photoUrl: f.photoUrl ?? "",
      submitterName: f.submitterName,
      submitterPhone: f.submitterPhone ?? "",
    },
    formId,
  );
  const checks = useLazySchema(editSchema);
  const [uploading, setUploading] = useState(false);
  const sending = useRef(false);
  const pending = edit.isPending || propose.isPending;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current || uploading) return;
    sending.current = true;
    try {
      const data = form.validate(editSchema.current() ?? (await editSchema.load()), { ...form.values, obituaryId: obituary.id });
      if (!data) return;
      if (proposing) {
        await propose.mutateAsync(data);
        toast({ title: t("proposed"), variant: "success" });
      } else {
        const result = await edit.mutateAsync(data);
        toast({ title: result.changed.length > 0 ? t("saved") : t("noChanges"), variant: "success" });
      }
      await utils.family.invalidate();
      onDone();
    } catch (err) {
      if (!form.showServerErrors(err)) toast({ title: (err as Error).message, variant: "destructive" });
    } finally {
      sending.current = false;
    }
  }

  const text = (key: "firstName" | "lastName" | "submitterName", required = true) => (
    <Field label={t(`field.${key}`)} required={required} error={form.errors[key]}>
      <input type="text" required={required} className={inputClass} {...form.bind(key)} />
    </Field>
  );
  return (
    <Form {...checks.formProps} id={formId} noValidate onSubmit={onSubmit} className="mt-4" fieldsClassName="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {text("firstName")}
        {text("lastName")}
        <Field label={t("field.dateOfBirth")} required error={form.errors.dateOfBirth}>
          <input type="date" required className={inputClass} {...form.bind("dateOfBirth")} />
        </Field>
        <Field label={t("field.dateOfDeath")} required error={form.errors.dateOfDeath}>
          <input type="date" required className={inputClass} {...form.bind("dateOfDeath")} />
        </Field>
      </div>
      <div className="space-y-1.5">
        <p className="text-sm font-semibold text-ink-soft">{t("field.photoUrl")}</p>
        <p className="text-sm text-muted">{t("photoHelp")}</p>
        <PhotoUpload value={form.values.photoUrl} onChange={(url) => form.set("photoUrl", url)} onBusyChange={setUploading} />
        {form.errors.photoUrl ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {form.errors.photoUrl}
          </p>
        ) : null}
      </div>
      <Field label={t("field.biography")} required error={form.errors.biography}>
        <textarea rows={10} required className={inputClass} {...form.bind("biography")} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("submitterName")}
        <Field label={t("field.submitterPhone")} error={form.errors.submitterPhone}>
          <input type="tel" autoComplete="tel" className={inputClass} {...form.bind("submitterPhone")} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending || uploading} aria-disabled={!checks.ready || undefined}>
          {pending ? t("saving") : proposing ? t("sendProposal") : t("save")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </Form>
  );
}
