import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise a development transport that writes the
 * whole message, code included, to the log so that a fresh machine can sign in.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(message) {
        opts.log.info({ mail: { to: message.to, subject: message.subject } }, `[mail] to=${message.to} subject="${message.subject}"\n${message.text}`);
      },
      close() {},
    };
  }
  const transport: Transporter = nodemailer.createTransport(opts.smtpUrl, { from: opts.from });
  return {
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
