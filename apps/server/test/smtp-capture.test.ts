import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';

describe('loopback SMTP capture', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it('receives a message over a real SMTP conversation', async () => {
    const transport = nodemailer.createTransport(smtp.url);
    const waiting = smtp.waitFor('Reader@Example.com');
    await transport.sendMail({
      from: 'Shelfwise <no-reply@shelfwise.local>',
      to: 'reader@example.com',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    });
    const mail = await waiting;
    expect(mail.subject).toBe('Your code');
    expect(mail.text).toContain('123456');
    expect(mail.html).toContain('<b>123456</b>');
  });

  it('can refuse deliveries to exercise retries', async () => {
    const transport = nodemailer.createTransport(smtp.url);
    smtp.failNext(1);
    await expect(
      transport.sendMail({ from: 'a@b.c', to: 'x@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow(/451/);
    await transport.sendMail({ from: 'a@b.c', to: 'x@example.com', subject: 's', text: 't' });
    expect(smtp.messages.filter((m) => m.to.includes('x@example.com'))).toHaveLength(1);
  });
});
