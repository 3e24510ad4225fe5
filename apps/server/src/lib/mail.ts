import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, PAGE_TEXTS } from '@museum/contract';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text part. */
  text: string;
  /** HTML part with the same content. */
  html: string;
  /** The site's name in the message's language: the sender's name when MAIL_FROM names the site (see `senderOf`). */
  siteName?: string;
}

const SITE_NAMES = new Set(LOCALES.map((locale) => PAGE_TEXTS[locale].siteName));

/**
 * Who a message is from: MAIL_FROM, except that where its name is the site's (in any language, as
 * the default «Музей «Тульский Максим» <no-reply@…>» is), the site is named in the message's
 * language, so an English account's mail comes from "Tula Maxim Museum". A name an operator chose is kept.
 */
export function senderOf(from: string, siteName: string | undefined): string | { name: string; address: string } {
  const named = /^\s*"?(.*?)"?\s*<([^<>]+)>\s*$/.exec(from);
  if (!siteName || !named || !SITE_NAMES.has((named[1] as string).trim())) return from;
  return { name: siteName, address: named[2] as string };
}

/** What nodemailer gets for a message: its sender, and the message without our own fields. */
const envelopeOf = (from: string, { siteName, ...message }: MailMessage) => ({ from: senderOf(from, siteName), ...message });

export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  /** Sends one message; resolves once the SMTP server (or the outbox) has it. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait (so an answer can't reveal, by its timing, whether
   * a message went out); a failure is logged. Given a function, that work (finding the
   * account, writing a token) happens after the answer too, and nothing is sent for undefined.
   */
  sendLater(message: MailMessage | (() => Promise<MailMessage | undefined>)): void;
  /** Resolves once every message handed to `sendLater` has been dealt with. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** Real delivery through this SMTP server when set. */
  smtpUrl: string | undefined;
  from: string;
  /** Without SMTP each message is written here as an `.eml` file. */
  outboxDir: string;
  log: MailLog;
}

/** Nodemailer over SMTP, or into the outbox folder so sign-up works on a laptop. */
export function createMailer(options: MailerOptions): Mailer {
  const { log } = options;
  const deliver = options.smtpUrl ? smtpDelivery(options.smtpUrl, options.from) : outboxDelivery(options.outboxDir, options.from, log);
  const pending = new Set<Promise<void>>();

  const send = async (message: MailMessage) => {
    try {
      await deliver.send(message);
    } catch (error) {
      log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
      throw error;
    }
  };
  const idle = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };

  return {
    send,
    sendLater(message) {
      const composed =
        typeof message === 'function'
          ? new Promise<void>((resolve) => setImmediate(resolve)).then(message).catch((error) => {
              log.error({ err: error }, 'mail could not be composed');
              return undefined;
            })
          : Promise.resolve(message);
      // send() has logged the failure; nobody is waiting for this one.
      const task = composed.then((ready) => (ready ? send(ready) : undefined)).catch(() => undefined);
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },
    idle,
    async close() {
      await idle();
      deliver.close();
    },
  };
}

/** The mailer the settings ask for: SMTP_URL, else the outbox in DATA_DIR (the server and the admin CLI alike). */
export function mailerFromConfig(config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string }, log: MailLog): Mailer {
  return createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log });
}

function smtpDelivery(smtpUrl: string, from: string) {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail(envelopeOf(from, message));
    },
    close: () => transport.close(),
  };
}

let sequence = 0;

function outboxDelivery(outboxDir: string, from: string, log: MailLog) {
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail(envelopeOf(from, message));
      await fs.mkdir(outboxDir, { recursive: true });
      // Names sort in sending order; the rename makes a half-written file invisible.
      const name = `${Date.now()}-${String(++sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outboxDir, name);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      // That it was written, never its links: they carry one-time tokens.
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL mails go to the outbox folder, which nobody reads on a server: in production
 * that means sign-up confirmations and password resets never arrive. Said once, at start.
 */
export function warnIfNoSmtp(config: { env: string; smtpUrl: string | undefined }, log: { warn(message: string): void }): boolean {
  if (config.env !== 'production' || config.smtpUrl) return false;
  log.warn('SMTP_URL is not set: e-mails (confirmations, password resets) are only written to DATA_DIR/outbox');
  return true;
}
