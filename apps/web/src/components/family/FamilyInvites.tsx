import type { RouterOutputs } from "@fh/api";
import { Button, Field, inputClass, toast } from "@fh/ui";
import { FAMILY_INVITES_MAX } from "@fh/validators/public";
import { useRef, type FormEvent } from "react";
import { useT } from "../../i18n/context";
import { useZodForm } from "../../lib/form";
import { lazySchema, useLazySchema } from "../../lib/lazy-schema";
import { trpc } from "../../lib/trpc";
import { Form } from "../site/Form";

type Invites = NonNullable<RouterOutputs["family"]["obituary"]["invites"]>;
const inviteSchema = lazySchema((v) => v.familyInviteSchema);

/** The submitter's list of who else shares the page: invite (each is emailed a link of their own) and remove. */
export function FamilyInvites({ obituaryId, invites }: { obituaryId: number; invites: Invites }) {
  const t = useT("familyPage");
  const utils = trpc.useUtils();
  const invite = trpc.family.invite.useMutation();
  const remove = trpc.family.removeInvite.useMutation();
  const formId = `family-invite-${obituaryId}`;
  const form = useZodForm({ email: "" }, formId);
  const checks = useLazySchema(inviteSchema);
  const sending = useRef(false);
  const full = invites.length >= FAMILY_INVITES_MAX;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      const data = form.validate(inviteSchema.current() ?? (await inviteSchema.load()), { ...form.values, obituaryId });
      if (!data) return;
      await invite.mutateAsync(data);
      form.reset();
      toast({ title: t("invited"), variant: "success" });
      await utils.family.obituary.invalidate({ obituaryId });
    } catch (err) {
      if (!form.showServerErrors(err)) toast({ title: (err as Error).message, variant: "destructive" });
    } finally {
      sending.current = false;
    }
  }

  return (
    <section aria-labelledby={`${formId}-title`} className="mt-6 border-t border-line pt-6">
      <h3 id={`${formId}-title`} className="text-xl font-semibold">
        {t("familyHeading")}
      </h3>
      <p className="mt-1 text-ink-soft">{t("familyHelp", { max: FAMILY_INVITES_MAX })}</p>
      {invites.length === 0 ? (
        <p className="mt-3 text-muted">{t("noInvites")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-white">
          {invites.map((i) => (
            <li key={i.email} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
              <span className="min-w-0 break-all">{i.email}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={`${t("remove")} ${i.email}`}
                onClick={async () => {
                  await remove.mutateAsync({ obituaryId, email: i.email });
                  await utils.family.obituary.invalidate({ obituaryId });
                }}
              >
                {t("remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="mt-3 text-muted">{t("inviteLimit", { max: FAMILY_INVITES_MAX })}</p>
      ) : (
        <Form {...checks.formProps} id={formId} noValidate onSubmit={onSubmit} className="mt-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field label={t("inviteLabel")} required error={form.errors.email} className="min-w-0 flex-1">
              <input type="email" autoComplete="off" inputMode="email" required className={inputClass} {...form.bind("email")} />
            </Field>
            <Button type="submit" variant="secondary" disabled={invite.isPending} aria-disabled={!checks.ready || undefined} className="sm:mb-px">
              {t("invite")}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
