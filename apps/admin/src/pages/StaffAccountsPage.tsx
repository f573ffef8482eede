import type { RouterOutputs } from "@fh/api";
import { Button, ConfirmDialog, Field, inputClass, toast } from "@fh/ui";
import { STAFF_ROLE_LABELS, STAFF_ROLE_VALUES, staffAccountCreateInput } from "@fh/validators";
import { staffPages } from "@fh/validators/site";
import { useState, type FormEvent } from "react";
import { AdminShell } from "../components/AdminShell";
import { Badge, LoadError, Loading } from "../components/bits";
import { FormError, TextInput } from "../components/FormBits";
import { CopyButton } from "../components/SecretActions";
import { useStaffUser } from "../components/StaffSession";
import { fieldFailure } from "../lib/field-failure";
import { toastFailure } from "../lib/failure";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";
import { formatStamp } from "../lib/format";

type Account = RouterOutputs["admin"]["staffAccounts"]["list"][number];
type Role = (typeof STAFF_ROLE_VALUES)[number];

/** The one-time password, shown once: the owner hands it over; the colleague must change it at first sign-in. */
function OneTimePassword({ shown, onDone }: { shown: { username: string; password: string } | null; onDone: () => void }) {
  if (!shown) return null;
  return (
    <section role="status" aria-labelledby="otp-heading" className="mb-6 rounded-lg border border-gold/50 bg-cream p-4">
      <h2 id="otp-heading" className="font-sans text-lg font-semibold text-ink">
        One-Time Password for {shown.username}
      </h2>
      <p className="mt-1 text-ink-soft">Shown only now. Give it to them in person or by phone; they will choose their own password when they first sign in.</p>
      <p className="mt-3 break-all rounded-md border border-line bg-white px-3 py-2 font-mono text-lg" data-testid="one-time-password">
        {shown.password}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={shown.password} what="one-time password" />
        <Button variant="secondary" size="sm" onClick={onDone}>
          Done, Hide It
        </Button>
      </div>
    </section>
  );
}

function AddAccount({ onCreated }: { onCreated: (username: string, password: string) => void }) {
  const [values, setValues] = useState<{ username: string; displayName: string; role: Role }>({ username: "", displayName: "", role: "staff" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = trpc.admin.staffAccounts.create.useMutation();
  const utils = trpc.useUtils();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(staffAccountCreateInput, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (made) => {
        onCreated(made.username, made.oneTimePassword);
        setValues({ username: "", displayName: "", role: "staff" });
        void utils.admin.staffAccounts.list.invalidate();
      },
      onError: (error) => {
        const failure = fieldFailure(error, "The account could not be added", ["username", "displayName", "role"]);
        if (failure) setErrors(failure);
      },
    });
  };
  return (
    <section aria-labelledby="add-heading" className="rounded-lg border border-line bg-white p-4">
      <h2 id="add-heading" className="font-sans text-lg font-semibold text-ink">
        Add a Colleague
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-end">
        <TextInput label="Username" required value={values.username} onChange={(v) => setValues((o) => ({ ...o, username: v }))} error={errors.username} />
        <TextInput label="Display name" required value={values.displayName} onChange={(v) => setValues((o) => ({ ...o, displayName: v }))} error={errors.displayName} />
        <Field label="Role" required error={errors.role}>
          <select className={inputClass} value={values.role} onChange={(e) => setValues((o) => ({ ...o, role: e.target.value as Role }))}>
            {STAFF_ROLE_VALUES.map((r) => (
              <option key={r} value={r}>
                {STAFF_ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adding..." : "Add Account"}
        </Button>
      </form>
      <div className="mt-2">
        <FormError errors={errors.form ? { form: errors.form } : {}} />
      </div>
    </section>
  );
}

function AccountRow({ account, onReset }: { account: Account; onReset: (username: string, password: string) => void }) {
  const me = useStaffUser();
  const utils = trpc.useUtils();
  const refresh = () => utils.admin.staffAccounts.list.invalidate();
  const setRole = trpc.admin.staffAccounts.setRole.useMutation();
  const reset = trpc.admin.staffAccounts.resetPassword.useMutation();
  const deactivate = trpc.admin.staffAccounts.deactivate.useMutation();
  const reactivate = trpc.admin.staffAccounts.reactivate.useMutation();
  const resetTwoFactor = trpc.admin.staffAccounts.resetTwoFactor.useMutation();
  const [confirm, setConfirm] = useState<"reset" | "deactivate" | null>(null);
  const active = account.deactivatedAt === null;
  const name = account.displayName || account.username;
  const isMe = account.username === me.username;

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="staff-account">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {name} <span className="text-sm font-normal text-ink-soft">({account.username})</span>{" "}
          {active ? null : <Badge tone="red">Deactivated</Badge>} {account.twoFactorSince ? <Badge tone="green">Two-factor on</Badge> : null} {account.mustChangePassword && active ? <Badge tone="gold">Has a one-time password</Badge> : null}
        </p>
        <p className="text-sm text-ink-soft">Added {formatStamp(account.createdAt)}</p>
        {active ? <AccountEmail account={account} name={name} onSaved={refresh} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          <span>Role</span>
          <select
            className={`${inputClass} w-28`}
            value={account.role}
            disabled={!active || setRole.isPending}
            aria-label={`Role of ${name}`}
            onChange={(e) =>
              setRole.mutate(
                { id: account.id, role: e.target.value as Role },
                {
                  onSuccess: () => {
                    toast({ title: "Role Changed", description: `${name} is now ${STAFF_ROLE_LABELS[e.target.value as Role]}.`, variant: "success" });
                    void refresh();
                  },
                  onError: (error) => toastFailure(error, "Role Not Changed"),
                },
              )
            }
          >
            {STAFF_ROLE_VALUES.map((r) => (
              <option key={r} value={r}>
                {STAFF_ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        {active ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setConfirm("reset")} aria-label={`Reset password of ${name}`}>
              Reset Password
            </Button>
            {account.twoFactorSince && !isMe ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={resetTwoFactor.isPending}
                aria-label={`Remove two-factor sign-in of ${name}`}
                onClick={() =>
                  resetTwoFactor.mutate(
                    { id: account.id },
                    {
                      onSuccess: () => {
                        toast({ title: "Two-Factor Removed", description: `${name} signs in with a password until they set it up again.`, variant: "success" });
                        void refresh();
                      },
                      onError: (error) => toastFailure(error, "Not Removed"),
                    },
                  )
                }
              >
                Remove Two-Factor
              </Button>
            ) : null}
            {isMe ? null : (
              <Button variant="danger" size="sm" onClick={() => setConfirm("deactivate")} aria-label={`Deactivate ${name}`}>
                Deactivate
              </Button>
            )}
          </>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={reactivate.isPending}
            aria-label={`Reactivate ${name}`}
            onClick={() => reactivate.mutate({ id: account.id }, { onSuccess: () => void refresh(), onError: (error) => toastFailure(error, "Not Reactivated") })}
          >
            Reactivate
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === "reset" ? "Reset Password" : "Deactivate Account"}
        message={
          confirm === "reset"
            ? `Give ${name} a new one-time password? Their current password stops working and every session they have ends now.`
            : `Deactivate ${name}? They are signed out everywhere at once and cannot sign in. Their actions stay in the audit trail.`
        }
        confirmLabel={confirm === "reset" ? "Reset" : "Deactivate"}
        pending={reset.isPending || deactivate.isPending}
        onConfirm={() => {
          const done = () => {
            setConfirm(null);
            void refresh();
          };
          if (confirm === "reset") {
            reset.mutate({ id: account.id }, { onSuccess: (r) => (done(), onReset(account.username, r.oneTimePassword)), onError: (error) => (setConfirm(null), toastFailure(error, "Not Reset")) });
          } else {
            deactivate.mutate(
              { id: account.id },
              {
                onSuccess: () => (done(), toast({ title: "Account Deactivated", description: `${name} has been signed out everywhere.`, variant: "success" })),
                onError: (error) => (setConfirm(null), toastFailure(error, "Not Deactivated")),
              },
            );
          }
        }}
      />
    </li>
  );
}

/**
 * Where the account's sign-in links go: when many failed sign-ins are tried on it, a right password from a
 * place it has not used needs the link emailed here (or its authenticator code). Blank removes it.
 */
function AccountEmail({ account, name, onSaved }: { account: Account; name: string; onSaved: () => unknown }) {
  const [email, setEmail] = useState(account.email ?? "");
  const [error, setError] = useState<string | undefined>();
  const save = trpc.admin.staffAccounts.setEmail.useMutation();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    save.mutate(
      { id: account.id, email: email.trim() },
      {
        onSuccess: (saved) => {
          toast({ title: "Email Saved", description: saved.email ? `Sign-in links for ${name} go to ${saved.email}.` : `${name} has no email address now.`, variant: "success" });
          void onSaved();
        },
        onError: (failure) => {
          const said = fieldFailure(failure, "The email address could not be saved", ["email"]);
          if (said) setError(said.email ?? said.form);
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-2 text-sm text-ink-soft">
        <span>Email</span>
        <input
          type="email"
          autoComplete="off"
          className={`${inputClass} w-64`}
          value={email}
          aria-label={`Email address of ${name}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary" size="sm" disabled={save.isPending || email.trim() === (account.email ?? "")}>
        Save Email
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The owner's switch: every account must use two-factor sign-in. */
function RequireTwoFactor() {
  const utils = trpc.useUtils();
  const policy = trpc.admin.staffAccounts.twoFactorPolicy.useQuery();
  const set = trpc.admin.staffAccounts.setRequireTwoFactor.useMutation();
  if (!policy.data) return null;
  return (
    <section aria-labelledby="policy-heading" className="mt-6 rounded-lg border border-line bg-white p-4">
      <h2 id="policy-heading" className="font-sans text-lg font-semibold text-ink">
        Two-Factor Sign-In
      </h2>
      <label className="mt-2 flex items-start gap-2 text-ink">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={policy.data.required}
          disabled={set.isPending}
          onChange={(e) =>
            set.mutate(
              { required: e.target.checked },
              { onSuccess: () => void utils.admin.staffAccounts.twoFactorPolicy.invalidate(), onError: (error) => toastFailure(error, "Not Saved") },
            )
          }
        />
        <span>
          Require it for every account
          <span className="block text-sm text-ink-soft">Anyone without it must set up an authenticator app at their next sign-in before doing anything else.</span>
        </span>
      </label>
    </section>
  );
}

/** /admin/staff: owners add colleagues, change roles, reset passwords and deactivate accounts. */
export default function StaffAccountsPage() {
  useStaffTitle("staffAccounts");
  const accounts = trpc.admin.staffAccounts.list.useQuery();
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const show = (username: string, password: string) => setShown({ username, password });
  return (
    <AdminShell title={staffPages.staffAccounts.title}>
      <OneTimePassword shown={shown} onDone={() => setShown(null)} />
      <AddAccount onCreated={show} />
      <section aria-labelledby="accounts-heading" className="mt-6 rounded-lg border border-line bg-white p-4">
        <h2 id="accounts-heading" className="font-sans text-lg font-semibold text-ink">
          Accounts
        </h2>
        <p className="mt-1 text-sm text-ink-soft">Owners also manage staff accounts, notifications and prices. There is always at least one owner.</p>
        {accounts.isPending ? <Loading label="Loading accounts..." /> : null}
        {accounts.isError ? <LoadError what="the accounts" onRetry={() => void accounts.refetch()} /> : null}
        <ul className="mt-2 divide-y divide-line">
          {accounts.data?.map((a) => <AccountRow key={a.id} account={a} onReset={show} />)}
        </ul>
      </section>
      <RequireTwoFactor />
    </AdminShell>
  );
}
