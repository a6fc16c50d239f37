import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

/** One delivery: a recipient and the message as it arrived (headers and body, undecoded). */
export interface ReceivedMail {
  to: string;
  raw: string;
}

/** A local SMTP server that keeps every mail it is given: the tests' inbox. */
export interface SmtpInbox {
  /** What to set SMTP_URL to: `smtp://127.0.0.1:<port>`. */
  url: string;
  /** Every message, raw, in the order received (one entry per message). */
  raw: string[];
  /** Every delivery, one per recipient of each message, in the order received. */
  mails: ReceivedMail[];
  /** The deliveries to one address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Starts a local SMTP server on a free port of 127.0.0.1 (no TLS, no authentication) for the app's
 * real mailer (nodemailer) to send to. Nothing leaves the machine.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const raw: string[] = [];
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        raw.push(data);
        for (const r of session.envelope.rcptTo) mails.push({ to: r.address, raw: data });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    raw,
    mails,
    to: (address) => mails.filter((m) => m.to === address),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A mail's text with quoted-printable soft line breaks and escapes undone. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}
