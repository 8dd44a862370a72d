import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('SMTP mailer against a local SMTP server', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let url = '';

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@abgelehnt.example'))
          callback(Object.assign(new Error('Postfach unbekannt'), { responseCode: 550 }));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message with sender, recipient, reply-to, German subject and text', async () => {
    const mailer = createSmtpMailer(url, 'Futterkompass <noreply@futterkompass.de>');
    await mailer.send({
      to: 'support@marke.example',
      subject: 'Frage zu Ihrem Futter: Zusätze?',
      text: 'Grüße!\nEnthält das Futter Zucker?',
      replyTo: 'kim@example.org',
    });
    const [mail] = received;
    expect(mail?.from).toBe('noreply@futterkompass.de');
    expect(mail?.to).toEqual(['support@marke.example']);
    expect(mail?.data).toMatch(/^From: Futterkompass <noreply@futterkompass\.de>\r$/m);
    expect(mail?.data).toMatch(/^Reply-To: kim@example\.org\r$/m);
    expect(mail?.data).toMatch(/^Subject: =\?UTF-8\?Q\?Frage_zu_Ihrem_Futter=3A_Zus=C3=A4tze=3F\?=\r$/m);
    expect(mail?.data).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/m);
    expect(mail?.data).toContain('\r\n\r\nGr=C3=BC=C3=9Fe!\r\nEnth=C3=A4lt das Futter Zucker?\r\n');
  });

  it('fails the send when the server refuses the recipient', async () => {
    const mailer = createSmtpMailer(url, 'noreply@futterkompass.de');
    await expect(
      mailer.send({ to: 'niemand@abgelehnt.example', subject: 'Test', text: 'Text' }),
    ).rejects.toThrow(/550/);
  });
});
