import { Button, toast } from "@fh/ui";
import { useState } from "react";
import { trpc } from "../lib/trpc";
import { TextArea, TextInput } from "./FormBits";
import type { Obituary } from "./ObituaryForm";

/** What a 400 said of each field ("charityUrl: …"), for the field it names. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = (error as { data?: { zodError?: { fieldErrors?: Record<string, string[] | undefined> } } } | null)?.data?.zodError?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v?.[0] ? [[k, v[0]]] : [])));
}

/**
 * "In lieu of flowers" for the family, saved apart from the edit form as the
 * guest book's care is: a charity (its name and https address) and/or a short
 * wish in the family's words; blank clears it. The obituary page shows it
 * beside the services, in the reader's language; nothing is ever sold there.
 */
export function InLieuOfFlowersCare({ obituary }: { obituary: Obituary }) {
  const utils = trpc.useUtils();
  const save = trpc.admin.obituaries.setFlowers.useMutation();
  const [charityName, setCharityName] = useState(obituary.flowersCharityName ?? "");
  const [charityUrl, setCharityUrl] = useState(obituary.flowersCharityUrl ?? "");
  const [wish, setWish] = useState(obituary.flowersWish ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSave() {
    setErrors({});
    try {
      await save.mutateAsync({ obituaryId: obituary.id, charityName, charityUrl, wish });
      void utils.admin.obituaries.invalidate();
      toast({ title: "Saved", description: "In lieu of flowers is updated on the obituary page.", variant: "success" });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast({ title: "Not saved", description: "Please try again.", variant: "destructive" });
    }
  }

  return (
    <fieldset className="mb-5 space-y-3 rounded-lg border border-line p-4" disabled={save.isPending} data-testid="flowers-care">
      <legend className="px-1 font-semibold text-ink">In lieu of flowers</legend>
      <p className="text-sm text-ink-soft">A charity the family names, a short wish in their words, or both. Leave everything blank for none.</p>
      <TextInput label="Charity name" value={charityName} onChange={setCharityName} error={errors.charityName} />
      <TextInput label="Charity web address (https://…)" type="url" value={charityUrl} onChange={setCharityUrl} error={errors.charityUrl} />
      <TextArea label="The family's wish" rows={2} value={wish} onChange={setWish} error={errors.wish} />
      <Button size="sm" variant="secondary" onClick={() => void onSave()}>
        {save.isPending ? "Saving..." : "Save In Lieu of Flowers"}
      </Button>
    </fieldset>
  );
}
