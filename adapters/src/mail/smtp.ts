import nodemailer from 'nodemailer';
import type { Mailer } from './port';

/** nodemailer waits minutes by default; a request that sends a mail must not hang that long. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
