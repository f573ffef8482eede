import type { FastifyInstance } from "fastify";

export const HOURLY_MS = 60 * 60 * 1000;

export interface PeriodicTaskOptions {
  /** What the task does, as the log says it could not: "could not <name>". */
  name: string;
  /** One pass. A throw is logged and the next pass tries again. */
  run: () => Promise<void>;
  /** Hourly unless a test asks for less. */
  intervalMs?: number;
  /**
   * Whether being ready waits for the first pass (the default). A pass that
   * talks to another server (SMTP) may hang, and must not hold the start: it
   * then begins at ready and ends when it ends.
   */
  readyAwaitsFirstPass?: boolean;
  /**
   * On close, how long a pass in progress may go on; unbounded by default. A
   * pass that may hang must not hold the shutdown: what it left half done
   * must be safe to do again at the next start.
   */
  closeWaitMs?: number;
}

/**
 * The periodic tasks (staff sessions, retention, uploads, the outbox, the
 * guest-book digests) share one shape: a pass when the server is ready, then
 * one per interval. Ready, not registration: the server migrates its
 * database between building and listening. Passes never overlap; the timer
 * never keeps the process alive (unref); and on close it stops and awaits a
 * pass in progress in preClose, which runs before every onClose hook, so the
 * database is still open. Hooks added here reach the application's lifecycle
 * whether `app` is the root or an encapsulated plugin's instance.
 */
export function periodicTask(app: FastifyInstance, options: PeriodicTaskOptions): void {
  const { name, run, intervalMs = HOURLY_MS, readyAwaitsFirstPass = true, closeWaitMs } = options;
  let running: Promise<void> | undefined;
  const pass = async () => {
    try {
      await run();
    } catch (err) {
      app.log.warn({ err }, `could not ${name}`);
    }
  };
  const passOnce = () => (running ??= pass().finally(() => (running = undefined)));

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    const first = passOnce();
    if (readyAwaitsFirstPass) await first;
    timer = setInterval(() => void passOnce(), intervalMs).unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    if (closeWaitMs === undefined) return void (await running);
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, closeWaitMs)))]);
    clearTimeout(waited);
  });
}
