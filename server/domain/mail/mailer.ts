import nodemailer from 'nodemailer';
import type { Config } from '#server/config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** extra headers, e.g. `List-Unsubscribe` of the digest */
  headers?: Record<string, string>;
}

export interface OutboxEntry extends MailMessage {
  from: string;
  sentAt: Date;
}

/**
 * How the server sends mail (issue 4):
 * - `smtp`: through `SMTP_URL` with nodemailer;
 * - `outbox`: no `SMTP_URL` outside production (or with `DEV_OUTBOX=1`, `npm start`'s demo) —
 *   the message goes to the log and the last
 *   {@link OUTBOX_SIZE} are listed at `/dev/outbox`, so a newcomer can sign in locally;
 * - `unavailable`: production without `SMTP_URL` (and no `DEV_OUTBOX`) — nothing can be sent and sign-in answers
 *   503 `mail_unavailable` (a warning at start says why).
 */
export interface Mailer {
  kind: 'smtp' | 'outbox' | 'unavailable';
  send(message: MailMessage): Promise<void>;
  /** newest first; empty unless kind is `outbox` */
  outbox(): readonly OutboxEntry[];
}

interface MailLog {
  info(details: object, message: string): void;
  warn(message: string): void;
}

export const OUTBOX_SIZE = 20;

export class MailUnavailableError extends Error {}

export function createMailer(config: Config, log: MailLog): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        // Quoted-printable keeps the Latin parts (and the code) readable in the raw message,
        // whereas nodemailer would pick base64 for a mostly-Devanagari body.
        await transport.sendMail({ from: config.mailFrom, textEncoding: 'quoted-printable', ...message });
      },
      outbox: () => [],
    };
  }
  if (!config.devOutbox) {
    log.warn('SMTP_URL is not set: no mail can be sent, so nobody can sign in (send-otp answers 503)');
    return {
      kind: 'unavailable',
      async send() {
        throw new MailUnavailableError('SMTP_URL is not set');
      },
      outbox: () => [],
    };
  }
  const kept: OutboxEntry[] = [];
  log.warn(
    `SMTP_URL is not set: mail goes to the dev outbox at ${config.publicUrl}/dev/outbox (deploy with SMTP_URL set and NODE_ENV=production, without DEV_OUTBOX)`,
  );
  return {
    kind: 'outbox',
    async send(message) {
      kept.unshift({ ...message, from: config.mailFrom, sentAt: new Date() });
      kept.length = Math.min(kept.length, OUTBOX_SIZE);
      // Development only: the whole text (with any code) is logged so that it can be read there.
      log.info({ to: message.to, subject: message.subject, text: message.text }, 'dev outbox: mail not sent');
    },
    outbox: () => kept,
  };
}
