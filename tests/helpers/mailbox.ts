import { SMTPServer } from 'smtp-server';

export interface DeliveredMessage {
  to: string[];
  /** the raw RFC 822 message as delivered, headers and (possibly encoded) body */
  raw: string;
}

export interface Mailbox {
  port: number;
  /** what `SMTP_URL` should be set to for the server under test */
  url: string;
  messages: DeliveredMessage[];
  /** resolves with the 6-digit code of the newest message to `email` that arrives after `since` messages */
  waitForCode(email: string, options?: { since?: number; timeoutMs?: number }): Promise<string>;
  close(): Promise<void>;
}

/** The body of a delivered message, quoted-printable decoded (headers hold ids and dates). */
export function bodyOf(raw: string): string {
  const body = raw.slice(Math.max(0, raw.search(/\r?\n\r?\n/)));
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** One header of a delivered message, unfolded; undefined when it has none. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/))).replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Pulls the one-time code out of a delivered message (quoted-printable or plain). */
export function codeIn(raw: string): string | undefined {
  return bodyOf(raw).match(/\b(\d{6})\b/)?.[1];
}

/**
 * A real SMTP server on loopback that keeps what it receives, so that tests read the sign-in
 * code from the message the application actually sent (issue 4: no test-only code path).
 */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const messages: DeliveredMessage[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  const find = (email: string, since: number) => {
    const wanted = email.toLowerCase();
    for (let i = messages.length - 1; i >= since; i--) {
      const message = messages[i];
      if (message?.to.includes(wanted)) {
        const code = codeIn(message.raw);
        if (code) return code;
      }
    }
    return undefined;
  };

  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    waitForCode(email, { since = 0, timeoutMs = 10_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const code = find(email, since);
          if (!code) return false;
          cleanup();
          resolve(code);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no code for ${email} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
