import { business } from "@fh/client/site-facts";
import { Button, cn, toast } from "@fh/ui";
import { adminPages } from "@fh/validators/site";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, NavLink, useNavigate } from "react-router-dom";
import { staffNav } from "../lib/staff-nav";
import { trpc } from "../lib/trpc";
import { useStaffUser } from "./StaffSession";

/** Signs out on the server, forgets every cached answer, says so, goes to the login page. */
function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = trpc.auth.logout.useMutation({ meta: { authProbe: true } });
  return {
    pending: logout.isPending,
    run: () => {
      const done = () => {
        queryClient.clear();
        toast({ title: "Logged Out", description: "You have been signed out." });
        navigate(adminPages.login, { replace: true });
      };
      // A session that already ended is as good as logged out.
      logout.mutate(undefined, { onSettled: done });
    },
  };
}

export function AdminShell({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const user = useStaffUser();
  const logout = useLogout();
  return (
    <div className="min-h-screen bg-paper">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={adminPages.dashboard} className="leading-tight">
            <span className="block font-serif text-lg font-semibold text-navy-dark">{business.name}</span>
            <span className="block text-sm text-muted">Staff Portal</span>
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-ink-soft">
              Signed in as <strong>{user.username}</strong>
            </span>
            <Link to={adminPages.account} className="font-medium text-navy underline-offset-2 hover:underline">
              Your Account
            </Link>
            <Button variant="secondary" size="sm" onClick={logout.run} disabled={logout.pending}>
              Logout
            </Button>
          </div>
        </div>
        {/* The tabs wrap onto a second row on a phone: every section in sight, the current one included, and
            nothing hidden past the edge of a strip that does not look scrollable. */}
        <nav aria-label="Staff sections" className="mx-auto max-w-6xl px-2">
          <ul className="flex flex-wrap gap-x-1">
            {staffNav(user.role).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      "inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
                      isActive ? "border-navy text-navy-dark" : "border-transparent text-ink-soft hover:text-navy",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
