/** The first web address in a message's text (the verification or reset link), without a trailing stop. */
export function firstLink(text: string): string | null {
  const match = /https?:\/\/[^\s<>"]+/.exec(text);
  return match ? match[0].replace(/[.,;:!?)]+$/, '') : null;
}

/**
 * Without SMTP, the one line a newcomer reads in the terminal instead of the email: the subject and the
 * link, plainly, ready to click. Never the address it was for, nor the rest of the message.
 */
export function unsentMailLine(message: { subject: string; text: string }): string | null {
  const link = firstLink(message.text);
  if (!link) return null;
  return `Email not sent (SMTP_URL is not set). ${message.subject}: ${link}`;
}
