import { Button, Field, inputClass } from "@fh/ui";
import { trpc } from "../lib/trpc";

/** /admin/login (SPEC §2). */
export function LoginPage() {
  const business = trpc.system.business.useQuery();
  return (
    <main className="flex min-h-screen items-center justify-center bg-cream px-4">
      <form className="w-full max-w-sm space-y-5 rounded-lg border border-line bg-white p-8 shadow-sm">
        <div className="text-center">
          <p className="text-sm text-muted">{business.data?.name ?? "\u00a0"}</p>
          <h1 className="mt-1 text-2xl font-semibold">Staff Portal</h1>
        </div>
        <Field label="Username">
          <input name="username" autoComplete="username" className={inputClass} />
        </Field>
        <Field label="Password">
          <input name="password" type="password" autoComplete="current-password" className={inputClass} />
        </Field>
        <Button type="submit" className="w-full">
          Sign In
        </Button>
      </form>
    </main>
  );
}
