import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server), reading what
 * arrives with mailparser. It can be stopped and started again on the same
 * port, keeping what it received, to play an outage.
 */
export class TestSmtp {
  readonly received: ParsedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // An address starting "refused" is turned away for good (550), as a mailbox that does not exist is.
      onRcptTo: (address, _session, callback) => {
        if (address.address.startsWith("refused")) callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
        else callback();
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages sent to one address. */
  to(address: string): ParsedMail[] {
    return this.received.filter((m) => addressesOf(m).includes(address));
  }
}

export function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((t) => t.value.map((v) => v.address ?? ""));
}
