/**
 * A local SMTP server that keeps nothing but who got how many mails (nodemailer's smtp-server,
 * not MailDev, which keeps every mail and slows down with thousands): for the send's
 * kill-and-resume test and the bench. `refuse` answers a recipient with an SMTP error at RCPT
 * (a number of times); `onMail` sees each mail once its data has come, and may hold the server's
 * answer (the sender never learns the mail arrived).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** Mails received per recipient address. */
  received: Map<string, number>;
  /** The headers of the last mail each recipient got, unfolded. */
  headers: Map<string, string>;
  total: () => number;
  close: () => Promise<void>;
}

export interface SinkOptions {
  refuse?: Map<string, { code: number; times: number }>;
  onMail?: (to: string[], count: number) => 'answer' | 'hold';
}

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const received = new Map<string, number>();
  const headers = new Map<string, string>();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.get(address.address);
      if (refusal && refusal.times > 0) {
        refusal.times -= 1;
        const error = Object.assign(new Error(`Refused ${refusal.code}`), {
          responseCode: refusal.code,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        // Unfolded: a long header goes on over lines that start with a space.
        const head = (Buffer.concat(chunks).toString('utf8').split('\r\n\r\n')[0] ?? '').replace(
          /\r\n[ \t]+/g,
          ' ',
        );
        count += 1;
        for (const address of to) {
          received.set(address, (received.get(address) ?? 0) + 1);
          headers.set(address, head);
        }
        if (options.onMail?.(to, count) !== 'hold') callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    headers,
    total: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
