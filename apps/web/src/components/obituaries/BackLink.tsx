import { Link } from "react-router-dom";

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-navy underline-offset-4 hover:underline">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
