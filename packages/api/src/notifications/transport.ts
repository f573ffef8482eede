import type { MailTransport, OutboxRow } from "./sender";
import type { NotificationSettings } from "./settings";

/**
 * Real SMTP through nodemailer, from SMTP_URL: smtp://user:pass@host:port
 * (STARTTLS when the server offers it) or smtps://… (TLS from the start).
 * Each step is bounded, so a server that stops answering costs a send at
 * most about a minute, well inside the sender's lease.
 * nodemailer loads only when SMTP_URL is set (a server without mail never holds it).
 */
export async function createSmtpTransport(smtpUrl: string, from: NotificationSettings["from"]): Promise<MailTransport & { close: () => void }> {
  const { default: nodemailer } = await import("nodemailer");
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transporter = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message: OutboxRow) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        date: message.createdAt,
        headers: message.headers,
        attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, ...(a.encoding ? { encoding: a.encoding } : {}) })),
      });
    },
    close: () => transporter.close(),
  };
}
