import type { RouterInputs } from "@fh/api";
import { Field, Select, toast } from "@fh/ui";
import { CONSULTATION_SERVICE_TYPES, consultationCreateInput } from "@fh/validators";
import { toTwelveHour } from "@fh/validators/site";
import { useState, type FormEvent } from "react";
import { DraftNotice } from "./bits";
import { DialogActions, FormError, TextArea, TextInput } from "./FormBits";
import { useDraftForm } from "../lib/drafts";
import { toastFailure } from "../lib/failure";
import { labelOf } from "../lib/format";
import { trpc } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";

type ServiceType = (typeof CONSULTATION_SERVICE_TYPES)[number];
const serviceTypeOptions = CONSULTATION_SERVICE_TYPES.map((s) => ({ value: s, label: labelOf(s) }));

/** Where the Consultations page keeps its unfinished new consultation. */
export const CONSULTATION_DRAFT_KEY = "consultation-new";

type CreateInput = RouterInputs["admin"]["consultations"]["create"];
/**
 * What the create dialog holds: every field admin.consultations.create takes,
 * each filled in (a message as "", the service type one of its own), but its
 * status (a new one is always confirmed).
 */
export type ConsultationValues = { [K in Exclude<keyof CreateInput, "status">]-?: NonNullable<CreateInput[K]> };

/**
 * The staff dialog's form for a new consultation (created confirmed). `initial`
 * fills it in (a pre-planning request's family); `draftKey` keeps an
 * unfinished one for its own dialog.
 */
export function ConsultationCreateForm({ onDone, initial = {}, draftKey = CONSULTATION_DRAFT_KEY }: { onDone: () => void; initial?: Partial<ConsultationValues>; draftKey?: string }) {
  const utils = trpc.useUtils();
  const form = useDraftForm<ConsultationValues>(draftKey, () => ({
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    appointmentDate: "",
    preferredTime: "",
    serviceType: "funeral",
    message: "",
    ...initial,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = trpc.admin.consultations.create.useMutation();
  const v = form.values;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(consultationCreateInput, {
      ...v,
      preferredTime: v.preferredTime ? toTwelveHour(v.preferredTime) : "",
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: () => {
        form.discard();
        void utils.admin.consultations.invalidate();
        toast({
          title: "Consultation Created",
          description: `Confirmed for ${checked.data.firstName} ${checked.data.lastName}.`,
          variant: "success",
        });
        onDone();
      },
      onError: (error) => {
        const text = toastFailure(error, "Failed to create consultation");
        if (text !== null) setErrors({ form: text });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DraftNotice show={form.restored} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label="First Name" required value={v.firstName} onChange={(x) => form.set("firstName", x)} error={errors.firstName} />
        <TextInput label="Last Name" required value={v.lastName} onChange={(x) => form.set("lastName", x)} error={errors.lastName} />
        <TextInput label="Email" required type="email" value={v.email} onChange={(x) => form.set("email", x)} error={errors.email} />
        <TextInput label="Phone" required type="tel" value={v.phone} onChange={(x) => form.set("phone", x)} error={errors.phone} />
        <TextInput
          label="Date"
          required
          type="date"
          value={v.appointmentDate}
          onChange={(x) => form.set("appointmentDate", x)}
          error={errors.appointmentDate}
        />
        <TextInput
          label="Time"
          required
          type="time"
          value={v.preferredTime}
          onChange={(x) => form.set("preferredTime", x)}
          error={errors.preferredTime}
        />
      </div>
      <Field label="Service Type" error={errors.serviceType}>
        <Select options={serviceTypeOptions} value={v.serviceType} onChange={(e) => form.set("serviceType", e.target.value as ServiceType)} />
      </Field>
      <TextArea label="Message" value={v.message} onChange={(x) => form.set("message", x)} error={errors.message} />
      <FormError errors={errors} />
      <DialogActions
        pending={create.isPending}
        submitLabel="Create Consultation"
        pendingLabel="Creating..."
        onCancel={() => {
          form.discard();
          onDone();
        }}
      />
    </form>
  );
}
