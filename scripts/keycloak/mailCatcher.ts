import { SMTPServer } from 'smtp-server';

/** An e-mail as the catcher received it: the body decoded of its quoted-printable line breaks. */
export interface CaughtMail {
  to: string[];
  subject: string;
  /** The raw message, soft line breaks and `=3D` undone, so that links read whole. */
  text: string;
  /** Every http(s) link of the message, in order. */
  links: string[];
}

export interface MailCatcher {
  port: number;
  mails: CaughtMail[];
  /** The next mail to this address (one already received included), within `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function headerOf(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'mi').exec(raw);
  return match?.[1]?.trim() ?? '';
}

/** A tiny SMTP server on 127.0.0.1 that keeps what it receives, for Keycloak's verification and reset e-mails. */
export async function startMailCatcher(port = 0, onMail?: (mail: CaughtMail) => void): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiting: { to: string; resolve: (mail: CaughtMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = decode(raw);
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: headerOf(raw, 'Subject'),
          text,
          links: [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0].replace(/&amp;/g, '&')),
        };
        mails.push(mail);
        onMail?.(mail);
        for (const waiter of waiting.filter((candidate) => mail.to.includes(candidate.to))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    mails,
    waitFor(to, timeoutMs = 30_000) {
      const address = to.toLowerCase();
      const already = mails.find((mail) => mail.to.includes(address));
      if (already) {
        mails.splice(mails.indexOf(already), 1);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Aucun e-mail pour ${address} en ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        waiting.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            mails.splice(mails.indexOf(mail), 1);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
