import { SMTPServer } from 'smtp-server';

/**
 * A loopback SMTP server that accepts every message and counts them per recipient (no parsing:
 * the bench measures the sender, not this end).
 */
export async function startSmtpSink(): Promise<{
  url: string;
  total(): number;
  perRecipient: Map<string, number>;
  close(): Promise<void>;
}> {
  const perRecipient = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      stream.resume();
      stream.on('end', () => {
        for (const r of recipients) perRecipient.set(r, (perRecipient.get(r) ?? 0) + 1);
        total++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    total: () => total,
    perRecipient,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
