import { Select, toast } from "@fh/ui";
import { useState } from "react";
import { toastFailure } from "../lib/failure";
import { labelOf } from "../lib/format";
import type { Mutation } from "../lib/trpc";

/** The compact "Status" selector of a consultation or a contact message (SPEC §2). */
export function StatusSelect<S extends string>({
  id,
  options,
  value,
  disabled,
  onChange,
}: {
  id: string;
  options: { value: S; label: string }[];
  value: S;
  disabled: boolean;
  onChange: (status: S) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-muted">
        Status
      </label>
      <Select
        id={id}
        className="min-h-9 py-1 text-sm"
        options={options}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as S)}
      />
    </div>
  );
}

/**
 * Setting a status from any status (SPEC §4), one row at a time: the row is
 * busy until the answer, then the list is read again. SPEC §8's toasts:
 * 'Status Updated', or 'Failed to update status' with the server's words.
 */
export function useStatusChange<S extends string>(setStatus: Mutation<{ id: number; status: S }>, refresh: () => void) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const change = (id: number, status: S, whose: string) => {
    setBusyId(id);
    setStatus.mutate(
      { id, status },
      {
        onSuccess: () => toast({ title: "Status Updated", description: `${whose}: ${labelOf(status)}.`, variant: "success" }),
        onError: (error) => void toastFailure(error, "Failed to update status"),
        onSettled: () => {
          setBusyId(null);
          refresh();
        },
      },
    );
  };
  return { busyId, change };
}
