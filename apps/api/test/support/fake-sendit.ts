import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A fake Sendit for the tests (docs/decisions/270-couriers.md): the routes the adapter calls, with
 * Sendit's statuses, and modes a test switches: `slow` (every answer late), `error` (500 everywhere),
 * `timeout-after-accept` (a new parcel is created, then the answer comes too late), `nonsense` (200
 * with HTML). `DELETE /deliveries/{code}` cancels a parcel before pickup (422 after). Tests move parcels with `setStatus`; `/__control/*` does the same over HTTP.
 */

export type FakeMode = 'normal' | 'slow' | 'error' | 'timeout-after-accept' | 'nonsense';

export type FakeDelivery = {
  code: string;
  reference: string | null;
  district_id: string;
  name: string;
  phone: string;
  address: string;
  amount: string;
  fee: string;
  status: string;
  history: Array<{ status: string; created_at: string }>;
};

export const FAKE_DISTRICTS = [
  {
    id: 11,
    name: 'Laayoune - Centre',
    arabic_name: 'العيون - المركز',
    ville: 'Laayoune',
    price: '35.00',
    delais: '48h',
  },
  {
    id: 12,
    name: 'Guelmim - Centre',
    arabic_name: 'كلميم - المركز',
    ville: 'Guelmim',
    price: '35.00',
    delais: '48h',
  },
  {
    id: 13,
    name: 'Agadir - Talborjt',
    arabic_name: 'أكادير - تالبرجت',
    ville: 'Agadir',
    price: '30.00',
    delais: '24h',
  },
  { id: 14, name: 'Tan-Tan', arabic_name: 'طانطان', ville: 'Tan-Tan', price: '40.00', delais: '72h' },
  {
    id: 15,
    name: 'Casablanca - Maarif',
    arabic_name: 'الدار البيضاء - المعاريف',
    ville: 'Casablanca',
    price: '25.00',
    delais: '72h',
  },
];

export type FakeSendit = {
  url: string;
  publicKey: string;
  secretKey: string;
  mode: FakeMode;
  /** How late a slow answer comes (ms). */
  delayMs: number;
  deliveries: Map<string, FakeDelivery>;
  /** POST /deliveries calls that created a parcel. */
  created: () => number;
  /** GET /deliveries/{code} calls per code (the status polls). */
  tracked: Map<string, number>;
  setStatus: (code: string, status: string, at?: Date) => void;
  /** The fee the courier charges on new parcels (when a test wants it to differ from the quote). */
  feeOverride: string | null;
  close: () => Promise<void>;
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function moroccoTime(at: Date): string {
  // "YYYY-MM-DD HH:MM:SS" in UTC+1, as Sendit writes it.
  return new Date(at.getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A one-page A6 label naming the parcel, as a courier's label PDF is. */
async function labelPdf(delivery: FakeDelivery): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Sendit ${delivery.code}`);
  const page = pdf.addPage([298, 420]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(`SENDIT ${delivery.code}`, { x: 24, y: 380, size: 18, font });
  page.drawText(delivery.reference ?? '', { x: 24, y: 350, size: 12, font });
  return Buffer.from(await pdf.save());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeSendit(
  options: { publicKey?: string; secretKey?: string; port?: number } = {},
): Promise<FakeSendit> {
  const publicKey = options.publicKey ?? 'pk_test_fake';
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(8).toString('hex')}`;
  const tokens = new Set<string>();
  let counter = 0;
  let created = 0;
  const sockets = new Set<Socket>();

  const fake: FakeSendit = {
    url: '',
    publicKey,
    secretKey,
    mode: 'normal',
    delayMs: 2_000,
    deliveries: new Map(),
    created: () => created,
    tracked: new Map(),
    feeOverride: null,
    setStatus(code, status, at = new Date()) {
      const delivery = fake.deliveries.get(code);
      if (!delivery) throw new Error(`no fake parcel ${code}`);
      delivery.status = status;
      delivery.history.push({ status, created_at: moroccoTime(at) });
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = await readBody(req);

    if (path.startsWith('/__control/')) {
      const input = body ? (JSON.parse(body) as Record<string, string>) : {};
      if (path === '/__control/mode') {
        fake.mode = input.mode as FakeMode;
        return send(res, 200, { ok: true });
      }
      if (path === '/__control/status') {
        const delivery = [...fake.deliveries.values()].find(
          (d) => d.code === input.code || (input.reference && d.reference === input.reference),
        );
        if (!delivery) return send(res, 404, { ok: false });
        fake.setStatus(delivery.code, String(input.status));
        return send(res, 200, { ok: true, code: delivery.code });
      }
      if (path === '/__control/deliveries') return send(res, 200, [...fake.deliveries.values()]);
      return send(res, 404, { ok: false });
    }

    if (fake.mode === 'slow') await sleep(fake.delayMs);
    if (fake.mode === 'error') return send(res, 500, { success: false, message: 'Server Error' });
    if (fake.mode === 'nonsense') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>Maintenance</body></html>');
    }

    if (req.method === 'POST' && path === '/login') {
      const input = JSON.parse(body || '{}') as { public_key?: string; secret_key?: string };
      if (input.public_key !== publicKey || input.secret_key !== secretKey) {
        return send(res, 401, { success: false, message: 'Invalid credentials' });
      }
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      return send(res, 200, { success: true, message: 'ok', data: { token } });
    }
    const auth = req.headers.authorization ?? '';
    if (!tokens.has(auth.replace(/^Bearer /, ''))) {
      return send(res, 401, { success: false, message: 'Unauthenticated.' });
    }

    if (req.method === 'GET' && path === '/districts') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const size = 3;
      const data = FAKE_DISTRICTS.slice((page - 1) * size, page * size);
      return send(res, 200, {
        success: true,
        data: { data, current_page: page, last_page: Math.ceil(FAKE_DISTRICTS.length / size) },
      });
    }
    if (req.method === 'POST' && path === '/deliveries') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      const district = FAKE_DISTRICTS.find((d) => String(d.id) === String(input.district_id));
      if (!district) return send(res, 422, { success: false, message: 'The district id is invalid.' });
      counter += 1;
      created += 1;
      const code = `SD${String(100000 + counter)}`;
      const delivery: FakeDelivery = {
        code,
        reference: typeof input.reference === 'string' ? input.reference : null,
        district_id: String(district.id),
        name: String(input.name),
        phone: String(input.phone),
        address: String(input.address),
        amount: String(input.amount),
        fee: fake.feeOverride ?? district.price,
        status: 'PENDING',
        history: [{ status: 'PENDING', created_at: moroccoTime(new Date()) }],
      };
      fake.deliveries.set(code, delivery);
      if (fake.mode === 'timeout-after-accept') await sleep(fake.delayMs);
      const base = `http://${req.headers.host}/api/v1`;
      return send(res, 200, {
        success: true,
        data: { ...delivery, label_url: `${base}/deliveries/${code}/label` },
      });
    }
    if (req.method === 'GET' && path === '/deliveries') {
      const reference = url.searchParams.get('reference');
      const rows = [...fake.deliveries.values()].filter(
        (d) => reference === null || d.reference === reference,
      );
      return send(res, 200, { success: true, data: { data: rows } });
    }
    const label = /^\/deliveries\/([^/]+)\/label$/.exec(path);
    if (req.method === 'GET' && label) {
      const delivery = fake.deliveries.get(decodeURIComponent(label[1] ?? ''));
      if (!delivery) return send(res, 404, { success: false, message: 'Not found' });
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(await labelPdf(delivery));
    }
    const one = /^\/deliveries\/([^/]+)$/.exec(path);
    if (one) {
      const delivery = fake.deliveries.get(decodeURIComponent(one[1] ?? ''));
      if (!delivery) return send(res, 404, { success: false, message: 'Not found' });
      if (req.method === 'DELETE') {
        // Like Sendit: a parcel is cancelled only before pickup; cancelling it again is a no-op.
        if (delivery.status === 'CANCELED') return send(res, 200, { success: true, data: delivery });
        if (!['PENDING', 'TO_PREPARE', 'TO_PICKUP'].includes(delivery.status)) {
          return send(res, 422, { success: false, message: 'The parcel has already been picked up.' });
        }
        fake.setStatus(delivery.code, 'CANCELED');
        return send(res, 200, { success: true, data: delivery });
      }
      fake.tracked.set(delivery.code, (fake.tracked.get(delivery.code) ?? 0) + 1);
      return send(res, 200, { success: true, data: delivery });
    }
    return send(res, 404, { success: false, message: 'Not found' });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { success: false, message: 'fake failed' });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  return fake;
}

/** A webhook body and its signature as Sendit would send them. */
export function signedWebhook(secretKey: string, events: unknown): { body: string; signature: string } {
  const body = JSON.stringify(events);
  return { body, signature: createHmac('sha256', secretKey).update(body).digest('hex') };
}
