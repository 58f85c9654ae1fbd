import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** The folder of .eml files when no SMTP server is configured (undefined with SMTP_URL). */
  readonly outbox: string | undefined;
};

/** `20261121T101500123Z-3f9a1c.eml`: names sort by the time the mail was written. */
export function outboxFileName(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

const SMTP_TIMEOUTS = ['connectionTimeout', 'greetingTimeout', 'socketTimeout'] as const;

/**
 * nodemailer waits 2 minutes for a connection and 10 for an answer by default: a shopper would wait
 * that long for a server that accepted the connection and went silent. The timeouts travel as URL
 * options (nodemailer reads only the URL when given one); one already in SMTP_URL is kept.
 */
export function smtpUrlWithTimeouts(smtpUrl: string, timeoutMs: number): string {
  const present = new URL(smtpUrl).searchParams;
  const added = SMTP_TIMEOUTS.filter((name) => !present.has(name)).map((name) => `${name}=${timeoutMs}`);
  if (added.length === 0) return smtpUrl;
  return `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}${added.join('&')}`;
}

/**
 * `app.mail.send()`: real SMTP when SMTP_URL is set; otherwise each message is written as an RFC 822
 * `.eml` file in DATA_DIR/mail, and in development also shown on the console so a registration can be
 * finished locally. In production without SMTP nothing of a mail reaches the console or the log (codes
 * are secrets): the server says once at start-up where mail goes.
 */
export default fp(
  async (app) => {
    const { config } = app;
    if (config.smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrlWithTimeouts(config.smtpUrl, config.smtpTimeoutMs));
      app.addHook('onClose', async () => transport.close());
      app.decorate('mail', {
        outbox: undefined,
        async send(message: MailMessage) {
          await transport.sendMail({ from: config.mailFrom, ...message });
          app.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        },
      } satisfies Mailer);
      return;
    }

    const outbox = join(config.dataDir, 'mail');
    await mkdir(outbox, { recursive: true });
    if (config.nodeEnv === 'production') {
      app.log.warn(
        { outbox },
        'SMTP_URL is not set: mail (registration and reset codes) is written to files in this folder, not sent',
      );
    }
    // The stream transport builds the real message (headers, encodings) without a server.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    app.decorate('mail', {
      outbox,
      async send(message: MailMessage) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        const file = join(outbox, outboxFileName());
        await writeFile(file, info.message as Buffer);
        app.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
        if (config.nodeEnv === 'development') {
          console.log(
            [
              `---- mail to ${message.to}: ${message.subject}`,
              message.text.trim(),
              `---- saved in ${file}`,
            ].join('\n'),
          );
        }
      },
    } satisfies Mailer);
  },
  { name: 'mail' },
);
