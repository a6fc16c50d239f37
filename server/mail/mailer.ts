import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { unsentMailLine } from './link-line.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe on reminder mail (decision 126). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where the no-SMTP link line goes: standard output, one line (tests pass their own). */
export type LinkLinePrinter = (line: string) => void;

const toStdout: LinkLinePrinter = (line) => void process.stdout.write(`${line}\n`);

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise its link (verification, reset) is printed as one
 * plain line a newcomer can open from the terminal, and the log says only that a mail with this subject was
 * not sent: never the recipient's address nor the text.
 */
export function createMailer(
  config: Config,
  log: FastifyBaseLogger,
  printLink: LinkLinePrinter = config.NODE_ENV === 'test' ? () => {} : toStdout,
): Mailer {
  if (!config.SMTP_URL) {
    return {
      async send(message) {
        const line = unsentMailLine(message);
        if (line) printLink(line);
        // Never the address nor the text (a reader's email, their link's token): the subject says which mail.
        log.warn({ subject: message.subject }, 'SMTP_URL is not set, so this email was not sent');
      },
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    },
  };
}
