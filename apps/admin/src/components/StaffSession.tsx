import { Spinner, toast } from "@fh/ui";
import { adminPages } from "@fh/validators/site";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import {
  onSessionExpired,
  SESSION_EXPIRED_TITLE,
  SESSION_EXPIRED_TOAST,
  type LoginState,
} from "../lib/session";
import { trpc } from "../lib/trpc";

interface StaffUserView {
  username: string;
  role: "owner" | "staff";
  mustChangePassword: boolean;
  mustEnrolTwoFactor: boolean;
}

const StaffUserContext = createContext<StaffUserView | null>(null);

/** The signed-in staff member; only inside <RequireStaff>. */
export function useStaffUser(): StaffUserView {
  const user = useContext(StaffUserContext);
  if (!user) throw new Error("useStaffUser outside RequireStaff");
  return user;
}

/**
 * Staff pages render only when auth.me answers a user (SPEC §6); otherwise
 * the login page, which then brings the user back here.
 */
export function RequireStaff() {
  const location = useLocation();
  const me = trpc.auth.me.useQuery(undefined, { meta: { authProbe: true } });
  if (me.isPending) {
    return (
      <main className="flex min-h-screen items-center justify-center text-ink-soft">
        <Spinner label="Loading..." />
      </main>
    );
  }
  if (me.isError || !me.data?.user) {
    // The query too: a link from an email (the digest's ?obituary=) must open as sent once signed in.
    const state: LoginState = { from: location.pathname + location.search };
    return <Navigate to={adminPages.login} replace state={state} />;
  }
  // A one-time password is changed before anything else (the server refuses the rest meanwhile).
  // So is setting up two-factor sign-in when an owner requires it.
  if ((me.data.user.mustChangePassword || me.data.user.mustEnrolTwoFactor) && location.pathname !== adminPages.account) {
    return <Navigate to={adminPages.account} replace />;
  }
  const { username, role, mustChangePassword, mustEnrolTwoFactor } = me.data.user;
  return (
    <StaffUserContext.Provider value={{ username, role, mustChangePassword, mustEnrolTwoFactor }}>
      <Outlet />
    </StaffUserContext.Provider>
  );
}

/**
 * Listens for an ended session (a 401 from any call): forgets every cached
 * answer, says so, and goes to the login page, which brings the user back to
 * where they were. Open dialogs keep their text as drafts (lib/drafts.ts).
 */
export function SessionExpiryHandler({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { pathname, search } = location;
  useEffect(
    () =>
      onSessionExpired(() => {
        if (pathname === adminPages.login) return;
        queryClient.clear();
        toast({ title: SESSION_EXPIRED_TITLE, description: SESSION_EXPIRED_TOAST, variant: "destructive" });
        // Back to the same list as filtered (its search, status, memorial and page are in the query).
        const state: LoginState = { expired: true, from: pathname + search };
        navigate(adminPages.login, { replace: true, state });
      }),
    [navigate, pathname, search, queryClient],
  );
  return <>{children}</>;
}
