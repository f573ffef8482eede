import { spawn, spawnSync } from "node:child_process";

/** Whether PostgreSQL's own tools are installed (apt-get install postgresql-client). */
export function hasPostgresTool(program: "pg_dump" | "pg_restore"): boolean {
  const result = spawnSync(program, ["--version"], { stdio: "ignore" });
  return result.status === 0;
}

/**
 * libpq's environment for a postgres:// address: the password travels in the
 * child's environment, never on its command line where `ps` shows it.
 */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  env.PGDATABASE = decodeURIComponent(url.pathname.replace(/^\//, "")) || env.PGUSER;
  const sslmode = url.searchParams.get("sslmode") ?? (url.searchParams.get("ssl") === "true" ? "require" : null);
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs one of PostgreSQL's tools; its error output becomes the error's message. */
export function runPostgresTool(program: "pg_dump" | "pg_restore", args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = libpqEnvironment(databaseUrl);
    // pg_restore writes a script unless told a database; the name alone, the rest is in the environment.
    const target = program === "pg_restore" ? [`--dbname=${env.PGDATABASE ?? ""}`] : [];
    const child = spawn(program, [...target, ...args], { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (d: Buffer) => (errors += d.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${errors.trim().slice(0, 1000)}`))));
  });
}
