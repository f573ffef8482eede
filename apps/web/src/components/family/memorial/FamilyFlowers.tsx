import { Button, Field, inputClass, toast } from "@fh/ui";
import { useEffect, useState, type FormEvent } from "react";
import { useT } from "../../../i18n/context";
import { serverFieldErrors } from "../../../lib/form";
import { trpc } from "../../../lib/trpc";
import type { FamilySectionProps } from "../sections";

/** "In lieu of flowers" in the family's words: a charity (name and https address), a short wish, or both; blank clears it. */
export function FamilyFlowers({ obituaryId }: FamilySectionProps) {
  const t = useT("familyPage");
  const current = trpc.familyMemorial.flowers.useQuery({ obituaryId });
  const save = trpc.familyMemorial.setFlowers.useMutation();
  const [values, setValues] = useState({ charityName: "", charityUrl: "", wish: "" });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  useEffect(() => {
    if (current.data !== undefined) setValues({ charityName: current.data?.charityName ?? "", charityUrl: current.data?.charityUrl ?? "", wish: current.data?.wish ?? "" });
  }, [current.data]);
  const id = (field: string) => `flowers-${field}-${obituaryId}`;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ obituaryId, ...values });
      toast({ title: t("memorial.flowers.saved"), variant: "success" });
    } catch (err) {
      const fields = serverFieldErrors<string>(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast({ title: t("memorial.failed"), variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby={id("title")} className="mt-6 border-t border-line pt-6" data-testid="family-flowers">
      <h3 id={id("title")} className="text-xl font-semibold">
        {t("memorial.flowers.title")}
      </h3>
      <p className="mt-1 text-ink-soft">{t("memorial.flowers.help")}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3">
        <Field label={t("memorial.flowers.charityName")} error={errors.charityName}>
          <input className={inputClass} value={values.charityName} onChange={(e) => setValues({ ...values, charityName: e.target.value })} />
        </Field>
        <Field label={t("memorial.flowers.charityUrl")} error={errors.charityUrl}>
          <input type="url" inputMode="url" className={inputClass} value={values.charityUrl} onChange={(e) => setValues({ ...values, charityUrl: e.target.value })} />
        </Field>
        <Field label={t("memorial.flowers.wish")} error={errors.wish}>
          <textarea rows={2} className={inputClass} value={values.wish} onChange={(e) => setValues({ ...values, wish: e.target.value })} />
        </Field>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {t("memorial.flowers.save")}
        </Button>
      </form>
    </section>
  );
}
