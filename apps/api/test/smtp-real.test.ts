import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRegistrations, users, verificationCodes } from '../src/db/schema';
import { smtpUrlWithTimeouts } from '../src/plugins/mail';
import { Browser, randomGmail } from '../src/modules/accounts/test-support';
import { createTestApp, loginAs, type TestApp } from './helpers';
import { parseEml, type OutboxMail } from './outbox';

/**
 * Registration and password-reset mails through a real SMTP server (smtp-server, from nodemailer's
 * authors; decision 111), then servers that refuse the recipient, refuse the password, or accept the
 * connection and never answer: the shopper gets a 503 that says to try again, and no registration or
 * reset ticket stays behind for a code nobody received.
 */
const USER = 'parashop';
const PASSWORD = 'smtp-secret';
const MAIL_NOT_SENT = 'We could not send the e-mail with your code. Please try again in a few minutes.';
const ENGLISH = 'en-US,en;q=0.9';

type Received = OutboxMail & { envelopeTo: string[] };

/** A real SMTP server on a free port that keeps what it receives; `refuse` turns it hostile. */
class MailServer {
  readonly received: Received[] = [];
  /** Recipients it answers 550 for. */
  refuse: (address: string) => boolean = () => false;
  set refuseRecipients(on: boolean) {
    this.refuse = () => on;
  }
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      // Plain SMTP on the loopback: no STARTTLS (no certificate), AUTH allowed without TLS.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
      onRcptTo: (address, _session, callback) => {
        if (this.refuse(address.address)) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        } else {
          callback();
        }
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            ...parseEml(Buffer.concat(chunks).toString('utf8')),
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          callback();
        });
      },
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  url(password = PASSWORD): string {
    return `smtp://${USER}:${password}@127.0.0.1:${this.port}`;
  }

  to(email: string): Received[] {
    return this.received.filter((mail) => mail.envelopeTo.includes(email));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Accepts TCP connections and never says a word (a mail server that hangs). */
async function silentServer(): Promise<{
  server: Server;
  port: number;
  sockets: Set<Socket>;
  connections: () => number;
}> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, port: (server.address() as AddressInfo).port, sockets, connections: () => connections };
}

function codeIn(mail: Received | undefined): string {
  const code = /code\s*:?\s*(\d{6})(?!\d)/i.exec(mail?.text ?? '')?.[1];
  expect(code, 'a 6-digit code in the mail').toMatch(/^\d{6}$/);
  return code ?? '';
}

const registration = (email: string) => ({
  full_name: 'Amina Test',
  email,
  city: 'Dakhla',
  password: 'secret12',
  password_confirmation: 'secret12',
});

/** Whatever a registration or a reset could have left in the database for this address. */
async function leftFor(t: TestApp, email: string) {
  return {
    pending: await t.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)),
    codes: await t.db.select().from(verificationCodes).where(eq(verificationCodes.email, email)),
    users: await t.db.select().from(users).where(eq(users.email, email)),
  };
}
const NOTHING = { pending: [], codes: [], users: [] };

let smtp: MailServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new MailServer();
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url() });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('mail through a real SMTP server', () => {
  it('registration: the code mail reaches the shopper, and its code creates the account', async () => {
    smtp.refuseRecipients = false;
    const email = randomGmail('smtp');
    const browser = new Browser(t);
    const response = await browser.send('POST', '/api/register', registration(email));
    expect(response.statusCode, response.body).toBe(201);

    const [mail, ...more] = smtp.to(email);
    expect(more).toEqual([]);
    expect(mail?.envelopeTo).toEqual([email]);
    expect(mail?.to).toContain(email);
    expect(mail?.from).toContain('no-reply@parashop.local');
    expect(mail?.subject).toBe('Parashop : votre code de vérification');
    expect(mail?.text).toContain('Bonjour Amina Test');
    expect(mail?.html).toContain(codeIn(mail));

    const verified = await browser.send('POST', '/api/verify-email', {
      code: codeIn(mail),
      pending_user_id: response.json<{ pending_user_id: string }>().pending_user_id,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await leftFor(t, email)).users).toHaveLength(1);
  });

  it('password reset: the reset mail carries the code that lets the password change', async () => {
    smtp.refuseRecipients = false;
    const email = randomGmail('reset');
    const browser = new Browser(t, { language: ENGLISH });
    const registered = await browser.send('POST', '/api/register', registration(email));
    await browser.send('POST', '/api/verify-email', {
      code: codeIn(smtp.to(email).at(-1)),
      pending_user_id: registered.json<{ pending_user_id: string }>().pending_user_id,
    });

    const asked = await browser.send('POST', '/api/forgot-password', { email });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = smtp.to(email).at(-1);
    expect(mail?.subject).toBe('Parashop: your password reset code');
    expect(mail?.envelopeTo).toEqual([email]);

    const verified = await browser.send('POST', '/api/verify-user', {
      code: codeIn(mail),
      user_id: asked.json<{ user_id: string }>().user_id,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const updated = await browser.send('PUT', '/api/update-password', {
      email,
      new_password: 'new-secret-9',
      new_password_confirmation: 'new-secret-9',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const login = await new Browser(t).send('POST', '/api/login', { email, password: 'new-secret-9' });
    expect(login.statusCode, login.body).toBe(200);
  });
});

describe('a mail server that refuses', () => {
  it('registration refused at RCPT: 503 with a clear message, nothing kept, a retry goes through', async () => {
    const email = randomGmail('refused');
    const browser = new Browser(t, { language: ENGLISH });
    smtp.refuseRecipients = true;
    try {
      const refused = await browser.send('POST', '/api/register', registration(email));
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: MAIL_NOT_SENT });
      expect(await leftFor(t, email)).toEqual(NOTHING);
    } finally {
      smtp.refuseRecipients = false;
    }

    const retried = await browser.send('POST', '/api/register', registration(email));
    expect(retried.statusCode, retried.body).toBe(201);
    const verified = await browser.send('POST', '/api/verify-email', {
      code: codeIn(smtp.to(email).at(-1)),
      pending_user_id: retried.json<{ pending_user_id: string }>().pending_user_id,
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('a reset refused at RCPT: 503, no reset ticket left; an unknown address still gets the usual answer', async () => {
    const email = randomGmail('reset-refused');
    const browser = new Browser(t, { language: ENGLISH });
    const registered = await browser.send('POST', '/api/register', registration(email));
    await browser.send('POST', '/api/verify-email', {
      code: codeIn(smtp.to(email).at(-1)),
      pending_user_id: registered.json<{ pending_user_id: string }>().pending_user_id,
    });
    const resetCodes = async () => (await leftFor(t, email)).codes.filter((code) => code.purpose === 'reset');

    smtp.refuseRecipients = true;
    try {
      const refused = await browser.send('POST', '/api/forgot-password', { email });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: MAIL_NOT_SENT });
      expect(await resetCodes()).toEqual([]);

      // No account, no mail to send: the answer stays the one every address gets.
      const unknown = await browser.send('POST', '/api/forgot-password', { email: randomGmail('nobody') });
      expect(unknown.statusCode).toBe(200);
    } finally {
      smtp.refuseRecipients = false;
    }
    const retried = await browser.send('POST', '/api/forgot-password', { email });
    expect(retried.statusCode).toBe(200);
    expect(await resetCodes()).toHaveLength(1);
  });

  it('an e-mail change whose notice to the old address is refused: 503, the mailed code is dead', async () => {
    const session = await loginAs(t.app, t.db, 'customer');
    const old = session.user.email;
    const email = randomGmail('moving');
    smtp.refuse = (address) => address === old;
    try {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/update-user-info',
        headers: { ...session.headers, 'accept-language': ENGLISH },
        payload: { full_name: 'Moving Out', email, city: 'Dakhla', current_password: 'password123' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: MAIL_NOT_SENT });
    } finally {
      smtp.refuseRecipients = false;
    }
    // The new address got its code before the notice failed; the request is gone, so the code fails.
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/confirm-email-change',
      headers: { ...session.headers, 'accept-language': ENGLISH },
      payload: { code: codeIn(smtp.to(email).at(-1)) },
    });
    expect(confirm.statusCode).toBe(422);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: session.headers });
    expect(me.json()).toMatchObject({ email: old, full_name: 'Moving Out' });
    expect((await leftFor(t, email)).codes).toEqual([]);
  });

  it('a wrong SMTP password: 503 in French for a French browser, nothing kept', async () => {
    const wrong = await createTestApp({ smtpUrl: smtp.url('not-the-password') });
    try {
      const email = randomGmail('auth');
      const response = await new Browser(wrong, { language: 'fr-FR,fr;q=0.9' }).send(
        'POST',
        '/api/register',
        registration(email),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json<{ message: string }>().message).toBe(
        "Nous n'avons pas pu envoyer l'e-mail contenant votre code. Veuillez réessayer dans quelques minutes.",
      );
      expect(await leftFor(wrong, email)).toEqual(NOTHING);
      expect(smtp.to(email)).toEqual([]);
    } finally {
      await wrong.close();
    }
  });
});

describe('a mail server that accepts the connection and never answers', () => {
  it('gives up after SMTP_TIMEOUT_SECONDS: 503, nothing kept, for registration and reset', async () => {
    const silent = await silentServer();
    const hanging = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${silent.port}`,
      smtpTimeoutMs: 400,
    });
    try {
      const email = randomGmail('timeout');
      const browser = new Browser(hanging, { language: ENGLISH });
      const started = Date.now();
      const response = await browser.send('POST', '/api/register', registration(email));
      const waited = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: MAIL_NOT_SENT });
      expect(waited).toBeGreaterThanOrEqual(300);
      // A hang guard, generous on purpose (no test depends on speed): without our 400 ms the request
      // would wait for nodemailer's own greeting timeout, 30 s.
      expect(waited).toBeLessThan(20_000);
      expect(silent.connections()).toBe(1);
      expect(await leftFor(hanging, email)).toEqual(NOTHING);

      const customer = randomGmail('timeout-reset');
      await hanging.db.insert(users).values({
        fullName: 'Reset Timeout',
        email: customer,
        city: 'Dakhla',
        roleId: 2,
        passwordHash: 'not-used',
      });
      const reset = await browser.send('POST', '/api/forgot-password', { email: customer });
      expect(reset.statusCode).toBe(503);
      expect((await leftFor(hanging, customer)).codes).toEqual([]);
    } finally {
      await hanging.close();
      for (const socket of silent.sockets) socket.destroy();
      await new Promise((resolve) => silent.server.close(resolve));
    }
  });
});

describe('SMTP_TIMEOUT_SECONDS reaches nodemailer through the URL', () => {
  it('adds the three timeouts, keeping any SMTP_URL already sets', () => {
    expect(smtpUrlWithTimeouts('smtps://u:p%40ss@mail.example:465', 10_000)).toBe(
      'smtps://u:p%40ss@mail.example:465?connectionTimeout=10000&greetingTimeout=10000&socketTimeout=10000',
    );
    expect(smtpUrlWithTimeouts('smtp://mail.example?pool=true&greetingTimeout=3000', 10_000)).toBe(
      'smtp://mail.example?pool=true&greetingTimeout=3000&connectionTimeout=10000&socketTimeout=10000',
    );
  });
});
