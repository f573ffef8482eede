import { createSmtpTransport, defaultRetryPolicy, sendDueMessages, type MailTransport, type NotificationSettings, type RetryPolicy } from "@fh/api";
import type { Database } from "@fh/db";
import type { FastifyPluginAsync } from "fastify";
import { periodicTask } from "../periodic-task";

export interface MailSenderOptions {
  db: Database;
  /** SMTP_URL; unset, messages wait in the outbox and nothing is sent. */
  smtpUrl: string | undefined;
  from: NotificationSettings["from"];
  /** How often due messages are looked for; every 5 seconds unless a test asks for less. */
  intervalMs?: number;
  /** Retry and lease timings (tests shorten them). */
  policy?: Partial<RetryPolicy>;
  /** Another transport than SMTP (tests). */
  transport?: MailTransport;
  /** The sender's clock, which decides what is due (tests move it past a held email's time). */
  now?: () => Date;
}

export const MAIL_SEND_INTERVAL_MS = 5_000;
/**
 * On close, how long a round in progress may go on. A send that hangs (an
 * SMTP server that stopped answering) must not hold the shutdown: its row
 * keeps its lease and the next start sends it.
 */
export const MAIL_CLOSE_WAIT_MS = 3_000;

/**
 * Sends the outbox (packages/api/src/notifications/sender.ts): when the
 * server is ready and then every few seconds, one round at a time
 * (periodicTask). Ready does not wait for the first round, and on close a
 * round in progress gets at most MAIL_CLOSE_WAIT_MS: a message claimed and
 * not yet recorded keeps its lease and is sent by the next start. Without
 * SMTP_URL it sends nothing and says so once. Encapsulated: it decorates
 * nothing, and the hooks of an encapsulated plugin still run with the
 * application's.
 */
export const mailSenderPlugin: FastifyPluginAsync<MailSenderOptions> = async (app, options) => {
  const { db } = options;
  const transport = options.transport ?? (options.smtpUrl ? await createSmtpTransport(options.smtpUrl, options.from) : undefined);
  if (!transport) {
    app.addHook("onReady", async () => {
      app.log.warn({ event: "mail.disabled" }, "SMTP_URL is not set: emails are kept in the outbox (staff see them under Notifications) and not sent");
    });
    return;
  }
  const policy = { ...defaultRetryPolicy, ...options.policy };
  periodicTask(app, {
    // The database away: the next round tries again; claims expire with their lease.
    name: "send the outbox",
    run: async () => {
      const result = await sendDueMessages(db, transport, { policy, log: app.log, now: options.now });
      if (result.sent + result.retrying + result.failed > 0) app.log.info({ event: "mail.round", ...result }, "outbox round");
    },
    intervalMs: options.intervalMs ?? MAIL_SEND_INTERVAL_MS,
    readyAwaitsFirstPass: false,
    closeWaitMs: MAIL_CLOSE_WAIT_MS,
  });
  // After the round's wait (preClose hooks run in the order they were added).
  app.addHook("preClose", async () => {
    (transport as { close?: () => void }).close?.();
  });
};
