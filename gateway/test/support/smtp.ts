import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process (smtp-server), the owner's mail server for tests and the mail
 * bench: it keeps every mail it accepts, parsed, with when it came; `stop` and `start` take it down
 * and back on the same port.
 */
export class MailServer {
  readonly received: Array<ParsedMail & { at: number }> = [];
  /** Recipients it refuses, with the reply's code: 550 for good (no such mailbox), 450 for now. */
  readonly refused = new Map<string, number>();
  private server: SMTPServer | undefined;
  constructor(readonly port: number) {}

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A stopped server drops its connections (the site's pooled ones among them) at once.
      closeTimeout: 100,
      onRcptTo: ({ address }, _session, callback) =>
        callback(
          this.refused.has(address)
            ? Object.assign(new Error('Posta kutusu alamıyor'), { responseCode: this.refused.get(address) })
            : undefined,
        ),
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => this.received.push({ ...mail, at: performance.now() }))
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(resolve));
  }
}

/** Waits until `check` holds (every 50 ms, at most `ms`); the caller's own assertions say what was wrong. */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
