import { createSmtpTransport, defaultRetryPolicy, sendDueMessages, type MailTransport, type NotificationSettings, type RetryPolicy } from "@fh/api";
import type { Database } from "@fh/db";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

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
 * server is ready and then every few seconds, one round at a time. Same
 * shape as the retention sweep: the timer never keeps the process alive, and
 * on close it waits for the round in progress (at most MAIL_CLOSE_WAIT_MS)
 * before the database closes; a message claimed and not yet recorded keeps
 * its lease and is sent by the next start. Without SMTP_URL it sends nothing
 * and says so once.
 */
const mailSender: FastifyPluginAsync<MailSenderOptions> = async (app, options) => {
  const { db } = options;
  const transport = options.transport ?? (options.smtpUrl ? await createSmtpTransport(options.smtpUrl, options.from) : undefined);
  const policy = { ...defaultRetryPolicy, ...options.policy };
  let running: Promise<void> | undefined;
  const round = async () => {
    if (!transport) return;
    try {
      const result = await sendDueMessages(db, transport, { policy, log: app.log, now: options.now });
      if (result.sent + result.retrying + result.failed > 0) app.log.info({ event: "mail.round", ...result }, "outbox round");
    } catch (err) {
      // The database away: the next round tries again; claims expire with their lease.
      app.log.warn({ err }, "could not send the outbox");
    }
  };
  const roundOnce = () => (running ??= round().finally(() => (running = undefined)));

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    if (!transport) {
      app.log.warn({ event: "mail.disabled" }, "SMTP_URL is not set: emails are kept in the outbox (staff see them under Notifications) and not sent");
      return;
    }
    timer = setInterval(() => void roundOnce(), options.intervalMs ?? MAIL_SEND_INTERVAL_MS).unref();
    void roundOnce();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, MAIL_CLOSE_WAIT_MS)))]);
    clearTimeout(waited);
    (transport as { close?: () => void } | undefined)?.close?.();
  });
};

export const mailSenderPlugin = fp(mailSender, { name: "mail-sender" });
