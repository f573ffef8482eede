import { business } from "@fh/client/site-facts";
import { Button, Field, inputClass, toast } from "@fh/ui";
import { SIGN_IN_LINK_SENT_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE } from "@fh/validators";
import { adminPages, isStaffAppPath } from "@fh/validators/site";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SESSION_EXPIRED_MESSAGE, type LoginState } from "../lib/session";
import { useStaffTitle } from "../lib/titles";
import { errorText, trpc } from "../lib/trpc";

/** Only paths inside the staff app are followed after sign-in. */
function returnPath(state: LoginState | null): string {
  const from = state?.from;
  return from && isStaffAppPath(from.split(/[?#]/)[0] ?? "") && from !== adminPages.login ? from : adminPages.dashboard;
}

/** An emailed link's token, from the address's fragment (which no server log sees): #sign-in=… or #confirm-email=…. */
function linkInHash(hash: string): { kind: "sign-in" | "confirm-email"; token: string } | null {
  const match = /^#(sign-in|confirm-email)=([A-Za-z0-9_-]{43})$/.exec(hash);
  return match ? { kind: match[1] as "sign-in" | "confirm-email", token: match[2] as string } : null;
}

/** /admin/login (SPEC §2, §5, §8); also where the emailed sign-in and address-confirmation links land. */
export default function LoginPage() {
  useStaffTitle("login");
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state as LoginState | null) ?? null;
  const queryClient = useQueryClient();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  // Shown once the server says the password was right and the account uses an authenticator app.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState("");
  const login = trpc.auth.login.useMutation({ meta: { authProbe: true } });
  const signInWithLink = trpc.auth.signInWithLink.useMutation({ meta: { authProbe: true } });
  const confirmEmail = trpc.auth.confirmEmail.useMutation();
  // What the page says above the form: the emailed link is on its way, an address was confirmed, a link failed.
  const [notice, setNotice] = useState<string | null>(null);
  const linkUsed = useRef(false);

  const signedIn = (data: { user: { username: string } }) => {
    queryClient.clear();
    toast({ title: "Login Successful", description: `Welcome back ${data.user.username}`, variant: "success" });
    navigate(returnPath(state), { replace: true });
  };

  useEffect(() => {
    const link = linkInHash(location.hash);
    if (!link || linkUsed.current) return;
    // Once: the token leaves the address bar (and the history) before it is used.
    linkUsed.current = true;
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (link.kind === "sign-in") {
      signInWithLink.mutate({ token: link.token }, { onSuccess: signedIn, onError: (error) => setNotice(errorText(error, "This link could not be used")) });
    } else {
      confirmEmail.mutate(
        { token: link.token },
        {
          onSuccess: () => setNotice("Your email address is confirmed. Sign-in links will come there."),
          onError: (error) => setNotice(errorText(error, "This link could not be used")),
        },
      );
    }
    // Runs for the address the page was opened at; the mutations are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.hash]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password.trim()) {
      toast({ title: "Missing Information", description: "Please enter both username and password", variant: "destructive" });
      return;
    }
    login.mutate(
      { username: username.trim(), password, ...(askCode && code.trim() ? { code: code.trim() } : {}) },
      {
        onSuccess: signedIn,
        onError: (error) => {
          const said = errorText(error, "");
          if (said === TWO_FACTOR_REQUIRED_MESSAGE) {
            setAskCode(true);
            return;
          }
          if (said === SIGN_IN_LINK_SENT_MESSAGE) {
            setNotice(said);
            return;
          }
          toast({ title: "Login Failed", description: errorText(error, "Login failed"), variant: "destructive" });
        },
      },
    );
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-cream px-4">
      <form onSubmit={onSubmit} noValidate className="w-full max-w-sm space-y-5 rounded-lg border border-line bg-white p-8 shadow-sm">
        <div className="text-center">
          <p className="text-sm text-muted">{business.name}</p>
          <h1 className="mt-1 text-2xl font-semibold">Staff Portal</h1>
        </div>
        {state?.expired ? (
          <p role="alert" className="rounded-md border border-gold/40 bg-gold-soft/60 px-3 py-2 text-sm text-ink">
            {SESSION_EXPIRED_MESSAGE}
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="rounded-md border border-gold/40 bg-gold-soft/60 px-3 py-2 text-sm text-ink">
            {notice}
          </p>
        ) : null}
        {signInWithLink.isPending ? <p role="status" className="text-center text-sm text-ink-soft">Signing you in...</p> : null}
        <Field label="Username">
          <input
            name="username"
            autoComplete="username"
            className={inputClass}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoFocus
          />
        </Field>
        <Field label="Password">
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            className={inputClass}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {askCode ? (
          <Field label="Authentication code" hint="The 6 digits your authenticator app shows, or one of your recovery codes.">
            <input
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              className={inputClass}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoFocus
            />
          </Field>
        ) : null}
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? "Signing In..." : "Sign In"}
        </Button>
      </form>
    </main>
  );
}
