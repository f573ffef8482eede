import { business } from "@fh/client/site-facts";
import { Button, Field, inputClass, toast } from "@fh/ui";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "@fh/validators";
import { adminPages, isStaffAppPath } from "@fh/validators/site";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SESSION_EXPIRED_MESSAGE, type LoginState } from "../lib/session";
import { useStaffTitle } from "../lib/titles";
import { errorText, trpc } from "../lib/trpc";

/** Only paths inside the staff app are followed after sign-in. */
function returnPath(state: LoginState | null): string {
  const from = state?.from;
  return from && isStaffAppPath(from.split(/[?#]/)[0] ?? "") && from !== adminPages.login ? from : adminPages.dashboard;
}

/** /admin/login (SPEC §2, §5, §8). */
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

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password.trim()) {
      toast({ title: "Missing Information", description: "Please enter both username and password", variant: "destructive" });
      return;
    }
    login.mutate(
      { username: username.trim(), password, ...(askCode && code.trim() ? { code: code.trim() } : {}) },
      {
        onSuccess: (data) => {
          queryClient.clear();
          toast({ title: "Login Successful", description: `Welcome back ${data.user.username}`, variant: "success" });
          navigate(returnPath(state), { replace: true });
        },
        onError: (error) => {
          if (errorText(error, "") === TWO_FACTOR_REQUIRED_MESSAGE) {
            setAskCode(true);
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
