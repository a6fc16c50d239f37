import type { MailMessage } from './mailer.ts';

/** What the daily reminder says (decision 126). */
export interface ReminderMailInput {
  to: string;
  firstName: string | null;
  /** The app's public address, without a trailing slash. */
  publicUrl: string;
  /** The one-click unsubscribe address (signed; works signed out). */
  unsubscribeUrl: string;
  /** The reminder's time and days as the reader chose them, e.g. '07:30 (Europe/London), every day'. */
  schedule: string;
  /** Today's reading of the reader's active plan; null when they follow no plan. */
  reading: {
    reference: string;
    planTitle: string;
    day: number;
    totalDays: number;
    /** The passage's first verse, in the reader's translation; null when it could not be read. */
    firstVerse: { reference: string; text: string; translation: string } | null;
  } | null;
}

/** Plain text: italics markers of supplied words dropped. */
const plain = (text: string) => text.replace(/\*/g, '');

/** The daily reminder: today's reference and its first verse, a link to Today, and a way out. */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const hello = `Hello ${input.firstName?.trim() || 'Friend'},`;
  const lines: string[] = [hello, ''];
  let subject: string;
  if (input.reading) {
    const r = input.reading;
    subject = `Today's reading: ${r.reference}`;
    lines.push(
      `Today's reading is ${r.reference}, day ${r.day} of ${r.totalDays} in "${r.planTitle}".`,
    );
    if (r.firstVerse) {
      lines.push(
        '',
        `  "${plain(r.firstVerse.text)}"`,
        `  (${r.firstVerse.reference}, ${r.firstVerse.translation})`,
      );
    }
    lines.push('', `Read it, with its insight and a place for your reflection, on Today:`);
  } else {
    subject = 'Your daily reading';
    lines.push(
      'You are not following a reading plan at the moment. Whenever you are ready, pick one and',
      "Today will have a passage waiting for you. Lamplight's Today page:",
    );
  }
  lines.push(`${input.publicUrl}/`, '');
  lines.push(
    '--',
    `You asked for this reminder at ${input.schedule}.`,
    `Change it on your account page: ${input.publicUrl}/account`,
    `Stop these emails with one click: ${input.unsubscribeUrl}`,
  );
  return {
    to: input.to,
    subject,
    text: lines.join('\n'),
    headers: {
      // RFC 2369 and RFC 8058: mail programs offer their own unsubscribe button, which POSTs here.
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
