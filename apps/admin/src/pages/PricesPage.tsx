import type { RouterOutputs } from "@fh/api";
import { publicUrl } from "@fh/client/site-facts";
import { Button, Field, inputClass, Select, toast } from "@fh/ui";
import {
  DIRECT_CREMATION_FROM,
  formatCents,
  formatItemPrice,
  parseDollars,
  priceListItemRules,
  priceListSaveInput,
  publicPages,
  staffPages,
  type PriceListItemKind,
} from "@fh/validators";
import { useEffect, useState, type FormEvent } from "react";
import { AdminShell } from "../components/AdminShell";
import { Badge, EmptyState, Loading, LoadError } from "../components/bits";
import { failureText } from "../lib/failure";
import { draftFrom, emptyRow, errorsByPath, toSaveInput, type PriceListDraft, type PriceRow } from "../lib/price-list-form";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";
import { formatDay, formatStamp } from "../lib/format";

type Versions = RouterOutputs["admin"]["priceList"]["versions"];
type Version = Versions["versions"][number];

/** Kinds a staff member may add a line of: each direct cremation and immediate burial offered, and anything else. */
const ADDABLE: PriceListItemKind[] = ["directCremation", "immediateBurial", "other"];
const addableOptions = ADDABLE.map((kind) => ({ value: kind, label: kind === "other" ? "Other goods or service" : priceListItemRules[kind].title }));

function versionState(v: Version, data: Versions): { label: string; tone: "green" | "gold" | "neutral" } {
  if (v.id === data.inEffectId) return { label: "In effect", tone: "green" };
  if (v.effectiveDate > data.today) return { label: "Scheduled", tone: "gold" };
  return { label: "Replaced", tone: "neutral" };
}

function RowEditor({
  row,
  index,
  errors,
  removable,
  onChange,
  onRemove,
}: {
  row: PriceRow;
  index: number;
  errors: Record<string, string>;
  removable: boolean;
  onChange: (row: PriceRow) => void;
  onRemove: () => void;
}) {
  const rule = priceListItemRules[row.kind];
  const at = (field: string) => errors[`items.${index}.${field}`];
  const set = (patch: Partial<PriceRow>) => onChange({ ...row, ...patch });
  return (
    <li className="rounded-lg border border-line bg-white p-4" data-testid="price-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-navy-dark">
          {row.kind === "other" ? "Other goods or service" : rule.title}
          {rule.cite ? <span className="ml-2 font-normal text-muted">{rule.cite.replace("16 CFR ", "§")}</span> : null}
        </p>
        {removable ? (
          <Button variant="secondary" size="sm" onClick={onRemove}>
            Remove line
          </Button>
        ) : null}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_9rem_9rem]">
        <Field label="Name" required error={at("name")}>
          <input className={inputClass} value={row.name} onChange={(e) => set({ name: e.target.value })} />
        </Field>
        <Field label={rule.price === "fixed" ? "Price ($)" : "From ($)"} required error={at("priceCents")}>
          <input className={inputClass} inputMode="decimal" value={row.price} onChange={(e) => set({ price: e.target.value })} />
        </Field>
        {rule.price === "fixed" ? (
          <div aria-hidden="true" className="hidden sm:block" />
        ) : (
          <Field label="To ($)" required={rule.price === "range"} error={at("priceToCents")}>
            <input className={inputClass} inputMode="decimal" value={row.priceTo} onChange={(e) => set({ priceTo: e.target.value })} />
          </Field>
        )}
      </div>
      <Field
        className="mt-3"
        label={rule.needsDescription ? "What the price includes" : "Description"}
        required={rule.needsDescription}
        error={at("description")}
      >
        <textarea rows={3} className={inputClass} value={row.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      {/* Families reading /es/pricing or /ht/pricing see these; where one is empty they see the English above. */}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label="In Spanish (optional)" error={at("descriptionEs")}>
          <textarea lang="es" rows={3} className={inputClass} value={row.descriptionEs} onChange={(e) => set({ descriptionEs: e.target.value })} />
        </Field>
        <Field label="In Haitian Creole (optional)" error={at("descriptionHt")}>
          <textarea lang="ht" rows={3} className={inputClass} value={row.descriptionHt} onChange={(e) => set({ descriptionHt: e.target.value })} />
        </Field>
      </div>
    </li>
  );
}

function VersionHistory({ data }: { data: Versions }) {
  if (data.versions.length === 0) return <EmptyState title="No Price List Yet">The first version you save is published on its date.</EmptyState>;
  return (
    <ul className="space-y-3">
      {data.versions.map((v) => {
        const state = versionState(v, data);
        return (
          <li key={v.id} className="rounded-lg border border-line bg-white p-4">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold text-ink">Effective {formatDay(v.effectiveDate)}</span>
                <Badge tone={state.tone}>{state.label}</Badge>
                {v.isDemo ? <Badge tone="neutral">Demo prices</Badge> : null}
                <span className="text-sm text-muted">
                  {v.items.length} lines · saved {formatStamp(v.createdAt)}
                  {v.savedBy ? ` by ${v.savedBy}` : ""}
                </span>
              </summary>
              <ul className="mt-3 divide-y divide-line/60 text-sm">
                {v.items.map((item, i) => (
                  <li key={i} className="flex flex-wrap justify-between gap-x-4 py-1.5">
                    <span>{item.name}</span>
                    <span className="font-semibold tabular-nums">{formatItemPrice(item)}</span>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** The first message of a server refusal, keyed by its field ("items.3.name: …"), or under form. */
function serverErrors(error: unknown): Record<string, string> {
  const text = failureText(error, "Failed to save the price list");
  if (text === null) return {};
  const match = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*): (.+)$/.exec(text);
  return match ? { [match[1]!]: match[2]!, form: "Please correct the highlighted fields." } : { form: text };
}

/**
 * /admin/prices: the General Price List (FTC Funeral Rule, 16 CFR
 * 453.2(b)(4)). Staff start from the last saved version, change what
 * changed, pick the day it takes effect and save: that is a new version; the
 * old ones stay, listed below, and none can be changed. Every staff account
 * may do this today; it becomes the owner's alone when roles arrive.
 */
export default function PricesPage() {
  useStaffTitle("prices");
  const utils = trpc.useUtils();
  const versions = trpc.admin.priceList.versions.useQuery();
  const save = trpc.admin.priceList.save.useMutation();
  const [draft, setDraft] = useState<PriceListDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The form starts from the last version saved (the highest id), once the list has loaded.
  useEffect(() => {
    if (!versions.data || draft) return;
    const last = [...versions.data.versions].sort((a, b) => b.id - a.id)[0] ?? null;
    setDraft(draftFrom(last, versions.data.today));
  }, [versions.data, draft]);

  if (versions.isPending) return <AdminShell title={staffPages.prices.title}><Loading label="Loading the price list..." /></AdminShell>;
  if (versions.isError || !draft) {
    return (
      <AdminShell title={staffPages.prices.title}>
        <LoadError what="the price list" onRetry={() => void versions.refetch()} />
      </AdminShell>
    );
  }

  const setRow = (index: number, row: PriceRow) => setDraft({ ...draft, rows: draft.rows.map((r, i) => (i === index ? row : r)) });
  const removeRow = (index: number) => setDraft({ ...draft, rows: draft.rows.filter((_, i) => i !== index) });
  const countOf = (kind: PriceListItemKind) => draft.rows.filter((r) => r.kind === kind).length;
  const cremationPrices = draft.rows.filter((r) => r.kind === "directCremation").flatMap((r) => parseDollars(r.price) ?? []);
  const lowestCremation = cremationPrices.length > 0 ? Math.min(...cremationPrices) : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { input, amountErrors } = toSaveInput(draft);
    const checked = priceListSaveInput.safeParse(input);
    const found = { ...(checked.success ? {} : errorsByPath(checked.error)), ...amountErrors };
    if (Object.keys(found).length > 0) {
      setErrors({ ...found, form: found.items ?? "Please correct the highlighted fields." });
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: "Price List Saved", description: `The new version takes effect on ${formatDay(saved.effectiveDate)}.`, variant: "success" });
        setDraft(draftFrom(saved, versions.data.today));
        void utils.admin.priceList.versions.invalidate();
      },
      onError: (error) => setErrors(serverErrors(error)),
    });
  };

  return (
    <AdminShell
      title="Price List"
      actions={
        <a className="text-sm font-medium text-navy underline" href={publicUrl(publicPages.pricing)} target="_blank" rel="noopener noreferrer">
          View the public page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      }
    >
      <p className="max-w-3xl text-ink-soft">
        The General Price List the FTC Funeral Rule requires. Saving makes a new version that takes effect on its date; saved
        versions are kept and cannot be changed. Families see the version in effect today at {publicPages.pricing}. A description
        written in Spanish or Haitian Creole is shown on the Spanish or Creole page and PDF; where there is none, the English is.
      </p>

      <section aria-labelledby="versions" className="mt-6">
        <h2 id="versions" className="mb-3 font-sans text-lg font-semibold text-ink">
          Versions
        </h2>
        <VersionHistory data={versions.data} />
      </section>

      <form onSubmit={onSubmit} noValidate className="mt-10 space-y-5" aria-labelledby="new-version">
        <h2 id="new-version" className="font-sans text-lg font-semibold text-ink">
          New version
        </h2>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <Field label="Effective date" required error={errors.effectiveDate} hint="Today or later (Lake Worth time).">
            <input
              type="date"
              className={inputClass}
              min={versions.data.today}
              value={draft.effectiveDate}
              onChange={(e) => setDraft({ ...draft, effectiveDate: e.target.value })}
            />
          </Field>
          <Field
            label="Alternative containers for direct cremation"
            required
            error={errors.alternativeContainers}
            hint='Completes the Rule’s sentence "The containers we provide are …". Each container named needs its own direct cremation line.'
          >
            <input
              className={inputClass}
              value={draft.alternativeContainers}
              onChange={(e) => setDraft({ ...draft, alternativeContainers: e.target.value })}
            />
          </Field>
        </div>

        {lowestCremation !== null && formatCents(lowestCremation) !== DIRECT_CREMATION_FROM ? (
          <p role="status" className="rounded-md border border-gold/40 bg-gold-soft px-3 py-2 text-sm text-ink">
            The website advertises direct cremation from {DIRECT_CREMATION_FROM}; the lowest direct cremation here is{" "}
            {formatCents(lowestCremation)}. Ask for the advertised figure to be changed too.
          </p>
        ) : null}

        <ul className="space-y-3">
          {draft.rows.map((row, index) => (
            <RowEditor
              key={row.key}
              row={row}
              index={index}
              errors={errors}
              removable={row.kind === "other" || (priceListItemRules[row.kind].repeatable && countOf(row.kind) > 1)}
              onChange={(r) => setRow(index, r)}
              onRemove={() => removeRow(index)}
            />
          ))}
        </ul>

        <AddLine onAdd={(kind) => setDraft({ ...draft, rows: insertRow(draft.rows, emptyRow(kind)) })} />

        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save as a new version"}
          </Button>
          <span className="text-sm text-muted">A saved version cannot be changed; save again to correct it.</span>
        </div>
      </form>

    </AdminShell>
  );
}

/** A new line goes after the last of its kind (the page groups by kind anyway), or at the end. */
function insertRow(rows: PriceRow[], row: PriceRow): PriceRow[] {
  const last = rows.map((r) => r.kind).lastIndexOf(row.kind);
  return last === -1 ? [...rows, row] : [...rows.slice(0, last + 1), row, ...rows.slice(last + 1)];
}

function AddLine({ onAdd }: { onAdd: (kind: PriceListItemKind) => void }) {
  const [kind, setKind] = useState<PriceListItemKind>("other");
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border border-dashed border-line p-4">
      <Field label="Add a line" className="min-w-0 flex-1 sm:max-w-xs">
        <Select options={addableOptions} value={kind} onChange={(e) => setKind(e.target.value as PriceListItemKind)} />
      </Field>
      <Button variant="secondary" onClick={() => onAdd(kind)}>
        Add line
      </Button>
    </div>
  );
}
