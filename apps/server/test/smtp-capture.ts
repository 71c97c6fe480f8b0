import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** Resolves with the first message to `address` (now or when it arrives). */
  waitFor(address: string, timeoutMs?: number): Promise<CapturedMail>;
  /** Makes the next `count` deliveries fail with a 451, to exercise retries. */
  failNext(count: number): void;
  /**
   * Holds every delivery at the end of its DATA until `release()`; `arrived` resolves when the
   * first held message is in, i.e. a sender is in the middle of sending it.
   */
  hold(): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

function addresses(value: ParsedMail['to']): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

/** A real SMTP server on loopback that keeps what it receives: the other end of our mailer. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters: Array<{ address: string; resolve: (m: CapturedMail) => void }> = [];
  let failures = 0;
  let gate: { open: Promise<void>; arrived: () => void } | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (gate) {
          const { open, arrived } = gate;
          arrived();
          await open;
        }
        if (failures > 0) {
          failures--;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        const mail: CapturedMail = {
          from: parsed.from?.value[0]?.address ?? '',
          to: addresses(parsed.to),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          raw,
        };
        messages.push(mail);
        for (const w of [...waiters]) {
          if (mail.to.includes(w.address)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(address, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      const found = messages.find((m) => m.to.includes(wanted));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          address: wanted,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    failNext(count) {
      failures = count;
    },
    hold() {
      let release = () => {};
      let arrived = () => {};
      const open = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      gate = { open, arrived };
      return { arrived: arrival, release };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
