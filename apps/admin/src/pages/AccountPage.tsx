import { business } from "@fh/client/site-facts";
import { Button, toast } from "@fh/ui";
import { changePasswordInput, ownEmailInput, judgeStaffPassword, loadPasswordJudge, MIN_STAFF_PASSWORD_LENGTH, totpCodeInput } from "@fh/validators";
import { staffPages } from "@fh/validators/site";
import { useState, type FormEvent } from "react";
import { AdminShell } from "../components/AdminShell";
import { Badge, LoadError, Loading } from "../components/bits";
import { FormError, TextInput } from "../components/FormBits";
import { CopyButton, DownloadTextButton, PrintButton } from "../components/SecretActions";
import { useStaffUser } from "../components/StaffSession";
import { fieldFailure } from "../lib/field-failure";
import { toastFailure } from "../lib/failure";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";
import { formatStamp } from "../lib/format";

const when = (d: Date | null) => (d ? formatStamp(d) : "—");

/** The recovery codes as copied, saved or printed: whose and where they are for, so a sheet found in a drawer explains itself. */
function recoveryText(username: string, codes: string[]): string {
  return [`${business.name} Staff Portal: recovery codes for ${username}`, "Each code signs you in once if your phone is lost.", "", ...codes, ""].join("\n");
}

/** A browser's user agent in a few words a person recognises ("Chrome on Windows"). */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent) ? "Edge" : /Firefox\//.test(userAgent) ? "Firefox" : /Chrome\//.test(userAgent) ? "Chrome" : /Safari\//.test(userAgent) ? "Safari" : "Browser";
  const system = /iPhone|iPad/.test(userAgent)
    ? "iPhone or iPad"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "Mac"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "another system";
  return `${browser} on ${system}`;
}

function ChangePassword() {
  const user = useStaffUser();
  const utils = trpc.useUtils();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirm: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [judging, setJudging] = useState(false);
  const change = trpc.admin.account.changePassword.useMutation();
  const set = (key: keyof typeof values) => (v: string) => {
    // The strength dictionaries (about 850 KB compressed) start loading at the first keystroke, so the check on submit rarely waits.
    if (key === "newPassword" && v) void loadPasswordJudge().catch(() => {});
    setValues((old) => ({ ...old, [key]: v }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(changePasswordInput, { currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (!checked.ok) return setErrors(checked.errors);
    if (values.confirm !== values.newPassword) return setErrors({ confirm: "The two new passwords do not match" });
    // The server's own rule, judged here first so the reason and the suggestion show without a round trip.
    setJudging(true);
    const verdict = await judgeStaffPassword(values.newPassword, { username: user.username, businessName: business.name }).catch(() => null);
    setJudging(false);
    // A failed load of the dictionaries leaves the judgement to the server, which answers the same message.
    if (verdict && !verdict.ok) return setErrors({ newPassword: verdict.message });
    setErrors({});
    change.mutate(checked.data, {
      onSuccess: async () => {
        setValues({ currentPassword: "", newPassword: "", confirm: "" });
        toast({ title: "Password Changed", description: "Your other sessions have been signed out.", variant: "success" });
        await utils.auth.me.invalidate();
        await utils.admin.account.sessions.invalidate();
      },
      onError: (error) => {
        const failure = fieldFailure(error, "Your password could not be changed", ["currentPassword", "newPassword"]);
        if (failure) setErrors(failure);
      },
    });
  };

  return (
    <section aria-labelledby="password-heading" className="rounded-lg border border-line bg-white p-4">
      <h2 id="password-heading" className="font-sans text-lg font-semibold text-ink">
        Change Your Password
      </h2>
      {user.mustChangePassword ? (
        <p role="status" className="mt-2 rounded-md border border-gold/40 bg-cream px-3 py-2 text-ink">
          You signed in with a one-time password. Please choose your own password to continue.
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-soft">
        At least {MIN_STAFF_PASSWORD_LENGTH} characters and hard to guess: a few unrelated words make a strong one. Passwords known from data
        breaches, common patterns like &ldquo;Password1234!&rdquo; and passwords built on your username or the funeral home&rsquo;s name are
        refused.
      </p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-3 grid max-w-md gap-3">
        <TextInput label="Current password" type="password" autoComplete="current-password" required value={values.currentPassword} onChange={set("currentPassword")} error={errors.currentPassword} />
        <TextInput label="New password" type="password" autoComplete="new-password" required value={values.newPassword} onChange={set("newPassword")} error={errors.newPassword} />
        <TextInput label="New password again" type="password" autoComplete="new-password" required value={values.confirm} onChange={set("confirm")} error={errors.confirm} />
        <FormError errors={errors.form ? { form: errors.form } : {}} />
        <div>
          <Button type="submit" disabled={change.isPending || judging}>
            {judging ? "Checking..." : change.isPending ? "Saving..." : "Change Password"}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Sessions() {
  const utils = trpc.useUtils();
  const sessions = trpc.admin.account.sessions.useQuery();
  const revoke = trpc.admin.account.revokeSession.useMutation();
  const revokeOthers = trpc.admin.account.revokeOtherSessions.useMutation();
  const refresh = () => utils.admin.account.sessions.invalidate();

  return (
    <section aria-labelledby="sessions-heading" className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sessions-heading" className="font-sans text-lg font-semibold text-ink">
          Where You Are Signed In
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: ({ ended }) => {
                toast({ title: "Signed Out Elsewhere", description: `${ended} other session${ended === 1 ? "" : "s"} ended.`, variant: "success" });
                void refresh();
              },
              onError: (error) => toastFailure(error, "Sign Out Failed"),
            })
          }
        >
          Sign Out of All Other Sessions
        </Button>
      </div>
      {sessions.isPending ? <Loading label="Loading sessions..." /> : null}
      {sessions.isError ? <LoadError what="your sessions" onRetry={() => void sessions.refetch()} /> : null}
      <ul className="mt-3 divide-y divide-line">
        {sessions.data?.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="session">
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {deviceName(s.userAgent)} {s.current ? <Badge tone="green">This device</Badge> : null}
              </p>
              <p className="text-sm text-ink-soft">
                {s.ip ?? "Unknown address"} · signed in {when(s.createdAt)} · last seen {when(s.lastSeenAt)}
              </p>
            </div>
            {s.current ? null : (
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending}
                aria-label={`Sign out ${deviceName(s.userAgent)} at ${s.ip ?? "unknown address"}`}
                onClick={() =>
                  revoke.mutate(
                    { id: s.id },
                    { onSuccess: () => void refresh(), onError: (error) => toastFailure(error, "Sign Out Failed") },
                  )
                }
              >
                Sign Out
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The QR code's modules as an SVG drawn here (no image from elsewhere, nothing the CSP must allow). */
function QrCode({ modules, label }: { modules: boolean[][]; label: string }) {
  const size = modules.length + 8;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} className="h-52 w-52 bg-white" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      {modules.flatMap((row, y) => row.map((dark, x) => (dark ? <rect key={`${x}-${y}`} x={x + 4} y={y + 4} width={1} height={1} fill="#000" /> : null)))}
    </svg>
  );
}

function TwoFactor() {
  const user = useStaffUser();
  const utils = trpc.useUtils();
  const status = trpc.admin.account.twoFactor.useQuery();
  const begin = trpc.admin.account.totpBegin.useMutation();
  const confirm = trpc.admin.account.totpConfirm.useMutation();
  const disable = trpc.admin.account.totpDisable.useMutation();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [recovery, setRecovery] = useState<string[] | null>(null);
  // Starting enrolment asks for the current password unless this sign-in is a few minutes old; the server
  // may also ask for it later (the page left open), and then the field appears.
  const [askedForPassword, setAskedForPassword] = useState(false);
  const [enrolPassword, setEnrolPassword] = useState("");
  const enrolment = begin.data;
  const passwordToEnrol = Boolean(status.data?.passwordToEnrol) || askedForPassword;

  const onBegin = (e: FormEvent) => {
    e.preventDefault();
    if (passwordToEnrol && !enrolPassword) return setErrors({ currentPassword: "Current password is required" });
    setErrors({});
    begin.mutate(passwordToEnrol ? { currentPassword: enrolPassword } : undefined, {
      onSuccess: () => setEnrolPassword(""),
      onError: (error) => {
        const failure = fieldFailure(error, "Two-factor set-up could not start", ["currentPassword"]);
        if (failure?.currentPassword) setAskedForPassword(true);
        if (failure) setErrors(failure);
      },
    });
  };

  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(totpCodeInput, { code });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    confirm.mutate(checked.data, {
      onSuccess: async ({ recoveryCodes }) => {
        setRecovery(recoveryCodes);
        setCode("");
        begin.reset();
        toast({ title: "Two-Factor Sign-In On", description: "Sign-in now asks for a code from your app.", variant: "success" });
        await utils.admin.account.twoFactor.invalidate();
        await utils.auth.me.invalidate();
      },
      onError: (error) => {
        const failure = fieldFailure(error, "The code could not be checked", ["code"]);
        if (failure) setErrors(failure);
      },
    });
  };

  const onDisable = (e: FormEvent) => {
    e.preventDefault();
    disable.mutate(
      { currentPassword: password },
      {
        onSuccess: async () => {
          setPassword("");
          toast({ title: "Two-Factor Sign-In Off", description: "Sign-in asks for your password only.", variant: "success" });
          await utils.admin.account.twoFactor.invalidate();
        },
        onError: (error) => {
          const failure = fieldFailure(error, "It could not be turned off", ["currentPassword"]);
          if (failure) setErrors(failure);
        },
      },
    );
  };

  return (
    <section aria-labelledby="twofactor-heading" className="rounded-lg border border-line bg-white p-4 lg:col-span-2">
      <h2 id="twofactor-heading" className="font-sans text-lg font-semibold text-ink">
        Two-Factor Sign-In
      </h2>
      {user.mustEnrolTwoFactor ? (
        <p role="status" className="mt-2 rounded-md border border-gold/40 bg-cream px-3 py-2 text-ink">
          An owner requires two-factor sign-in for every account. Please set it up to continue.
        </p>
      ) : null}
      {status.isPending ? <Loading label="Loading..." /> : null}
      {recovery ? (
        <div className="mt-3 rounded-md border border-gold/50 bg-cream p-3" data-print-alone>
          <p className="font-medium text-ink">Your recovery codes, shown only now</p>
          <p className="text-sm text-ink-soft">Each signs you in once if your phone is lost. Print them or keep them somewhere safe.</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono sm:grid-cols-5" data-testid="recovery-codes">
            {recovery.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2" data-print-hide>
            <CopyButton text={recoveryText(user.username, recovery)} what="recovery codes" />
            <DownloadTextButton text={recoveryText(user.username, recovery)} fileName={`recovery-codes-${user.username}.txt`} />
            <PrintButton />
            <Button variant="secondary" size="sm" onClick={() => setRecovery(null)}>
              I Have Kept Them
            </Button>
          </div>
        </div>
      ) : null}
      {status.data?.enabled && !recovery ? (
        <div className="mt-2 space-y-3">
          <p className="text-ink">
            <Badge tone="green">On</Badge> Sign-in asks for a code from your authenticator app. {status.data.recoveryCodesLeft} recovery codes left.
          </p>
          {status.data.required ? (
            <p className="text-sm text-ink-soft">An owner requires it for every account.</p>
          ) : (
            <form onSubmit={onDisable} noValidate className="flex max-w-xl flex-wrap items-end gap-3">
              <div className="min-w-0 flex-1">
                <TextInput label="Current password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.currentPassword} />
              </div>
              <Button type="submit" variant="secondary" disabled={disable.isPending}>
                Turn Off
              </Button>
              <div className="basis-full">
                <FormError errors={errors.form ? { form: errors.form } : {}} />
              </div>
            </form>
          )}
        </div>
      ) : null}
      {status.data && !status.data.enabled ? (
        <div className="mt-2 space-y-3">
          <p className="text-ink-soft">
            Add a second step to sign-in: a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).
          </p>
          {enrolment ? (
            <div className="flex flex-wrap items-start gap-6">
              <QrCode modules={enrolment.qr} label="QR code to scan with your authenticator app" />
              <form onSubmit={onConfirm} noValidate className="grid max-w-sm gap-3">
                <p className="text-sm text-ink-soft">
                  Scan the code with your app, or type this key: <code className="break-all font-mono text-ink" data-testid="totp-key">{enrolment.manualKey}</code>
                </p>
                <TextInput label="Code from the app" autoComplete="one-time-code" value={code} onChange={setCode} error={errors.code} />
                <FormError errors={errors.form ? { form: errors.form } : {}} />
                <div>
                  <Button type="submit" disabled={confirm.isPending}>
                    Turn On
                  </Button>
                </div>
              </form>
            </div>
          ) : (
            <form onSubmit={onBegin} noValidate className="grid max-w-md gap-3">
              {passwordToEnrol ? (
                <>
                  <p className="text-sm text-ink-soft">
                    You signed in more than a few minutes ago: enter your current password to set it up.
                  </p>
                  <TextInput label="Current password" type="password" autoComplete="current-password" required value={enrolPassword} onChange={setEnrolPassword} error={errors.currentPassword} />
                </>
              ) : null}
              <FormError errors={errors.form ? { form: errors.form } : {}} />
              <div>
                <Button type="submit" disabled={begin.isPending}>
                  Set Up Two-Factor Sign-In
                </Button>
              </div>
            </form>
          )}
        </div>
      ) : null}
    </section>
  );
}

/**
 * Your email address: where a sign-in link comes when many failed sign-ins are tried on your account and
 * you sign in from a new place. A new address is yours once you open the link sent to it.
 */
function YourEmail() {
  const current = trpc.admin.account.email.useQuery();
  const [values, setValues] = useState({ email: "", currentPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = trpc.admin.account.requestEmailChange.useMutation();
  const set = (key: keyof typeof values) => (v: string) => setValues((old) => ({ ...old, [key]: v }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(ownEmailInput, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    request.mutate(checked.data, {
      onSuccess: (done) => {
        setSentTo(done.sentTo);
        setValues({ email: "", currentPassword: "" });
      },
      onError: (error) => {
        const failure = fieldFailure(error, "The link could not be sent", ["email", "currentPassword"]);
        if (failure) setErrors(failure);
      },
    });
  };
  return (
    <section aria-labelledby="email-heading" className="rounded-lg border border-line bg-white p-4">
      <h2 id="email-heading" className="font-sans text-lg font-semibold text-ink">
        Your Email Address
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        When many failed sign-ins are tried on your account, signing in from a place you have not used before needs a one-time link emailed
        here (or your authenticator code).
      </p>
      {current.isError ? <LoadError what="your email address" onRetry={() => void current.refetch()} /> : null}
      {current.data ? (
        <p className="mt-2 text-ink" data-testid="own-email">
          {current.data.email ? (
            <>
              Now: <strong>{current.data.email}</strong>
            </>
          ) : (
            "No email address yet."
          )}
        </p>
      ) : null}
      {sentTo ? (
        <p role="status" className="mt-2 rounded-md border border-gold/40 bg-cream px-3 py-2 text-ink">
          We sent a link to {sentTo}. Open it within 24 hours to make it your address.
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="mt-3 grid max-w-md gap-3">
        <TextInput label="New email address" type="email" autoComplete="email" required value={values.email} onChange={set("email")} error={errors.email} />
        <TextInput label="Current password" type="password" autoComplete="current-password" required value={values.currentPassword} onChange={set("currentPassword")} error={errors.currentPassword} />
        <FormError errors={errors.form ? { form: errors.form } : {}} />
        <div>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Send Confirmation Link"}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** /admin/account: your own password and the places you are signed in. */
export default function AccountPage() {
  useStaffTitle("account");
  const user = useStaffUser();
  return (
    <AdminShell title={staffPages.account.title}>
      <p className="mb-4 text-ink-soft">
        Signed in as <strong>{user.username}</strong> ({user.role === "owner" ? "Owner" : "Staff"}).
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChangePassword />
        {user.mustChangePassword ? null : <YourEmail />}
        {user.mustChangePassword ? null : <Sessions />}
        {user.mustChangePassword ? null : <TwoFactor />}
      </div>
    </AdminShell>
  );
}
