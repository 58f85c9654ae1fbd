import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  CourierError,
  type Courier,
  type CourierDistrict,
  type CourierEvent,
  type CourierParcel,
  type ParcelRequest,
  type Tracking,
} from './courier';

/**
 * Sendit (sendit.ma), as its public API describes it: POST /login with the public and secret keys gives
 * a bearer token; GET /districts lists the districts with city, Arabic name, price and delay; POST
 * /deliveries creates a parcel (code, fee, label URL, status); GET /deliveries/{code} gives it with its
 * history. Answers come in `{ success, message, data }`. Every call is bounded by `timeoutMs`; a
 * refused token is asked again once. The keys are only ever sent to Sendit.
 * Where the documentation says nothing (finding a parcel by our reference, the label route, the webhook
 * signature) decision 270 says what this adapter assumes.
 */

export type SenditOptions = { publicKey: string; secretKey: string; url: string; timeoutMs: number };

const amount = z
  .union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/)])
  .transform((v) => Math.round(Number(v) * 100));
const text = z.union([z.string(), z.number()]).transform(String);

const districtRow = z.object({
  id: text,
  name: z.string().min(1),
  arabic_name: z.string().nullish(),
  ville: z.string().nullish(),
  city: z.string().nullish(),
  price: amount,
  delais: z.union([z.string(), z.number()]).nullish(),
  delay: z.union([z.string(), z.number()]).nullish(),
});
const districtsPage = z.object({
  data: z.array(districtRow),
  last_page: z.number().int().optional(),
  current_page: z.number().int().optional(),
});

const deliveryRow = z.object({
  code: z.string().min(1),
  reference: z.string().nullish(),
  fee: amount.nullish(),
  price: amount.nullish(),
  label_url: z.string().nullish(),
  status: z.string().min(1),
  history: z
    .array(z.object({ status: z.string().min(1), created_at: z.string().min(1), id: text.nullish() }))
    .nullish(),
});

const envelope = z.object({
  success: z.boolean().optional(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
});

const webhookEvent = z.object({
  id: text.nullish(),
  code: z.string().min(1),
  status: z.string().min(1),
  date: z.string().min(1),
});

/** One key per status change: the same whether it came by polling or by webhook. */
export function eventKey(code: string, status: string, at: Date): string {
  return `${code}:${status}:${at.toISOString()}`;
}

function parseDate(value: string): Date {
  // Sendit writes "2026-11-28 10:15:00" (Morocco's time); an ISO date with its zone is read as such.
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)
    ? `${value.replace(' ', 'T')}+01:00`
    : value;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()))
    throw new CourierError('nonsense', `unreadable date from Sendit: ${value}`);
  return date;
}

export class SenditCourier implements Courier {
  readonly id = 'sendit';
  readonly name = 'Sendit';
  private token: string | null = null;

  constructor(private readonly options: SenditOptions) {}

  private async call(
    method: string,
    path: string,
    body?: unknown,
    auth = true,
    retried = false,
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth) headers.authorization = `Bearer ${await this.login()}`;
    let response: Response;
    try {
      response = await fetch(`${this.options.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new CourierError('timeout', `Sendit did not answer ${method} ${path} in time`);
      }
      throw new CourierError('unavailable', `Sendit cannot be reached (${method} ${path})`);
    }
    if (response.status === 401 && auth && !retried) {
      await response.body?.cancel();
      this.token = null;
      return this.call(method, path, body, auth, true);
    }
    return response;
  }

  private async json(response: Response, what: string): Promise<unknown> {
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => {});
      throw new CourierError('unavailable', `Sendit failed on ${what} (${response.status})`);
    }
    let raw: unknown;
    try {
      raw = await response.json();
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new CourierError('timeout', `Sendit did not finish its answer to ${what} in time`);
      }
      throw new CourierError('nonsense', `Sendit answered ${what} with something that is not JSON`);
    }
    const parsed = envelope.safeParse(raw);
    if (response.status === 404) throw new CourierError('not_found', `Sendit does not know it (${what})`);
    if (response.status >= 400 || (parsed.success && parsed.data.success === false)) {
      const said = parsed.success ? parsed.data.message : null;
      throw new CourierError('refused', said ?? `Sendit refused ${what} (${response.status})`);
    }
    if (!parsed.success) throw new CourierError('nonsense', `Sendit answered ${what} in an unknown shape`);
    return parsed.data.data;
  }

  private async login(): Promise<string> {
    if (this.token) return this.token;
    const response = await this.call(
      'POST',
      '/login',
      { public_key: this.options.publicKey, secret_key: this.options.secretKey },
      false,
    );
    const data = z.object({ token: z.string().min(1) }).safeParse(await this.json(response, 'the sign-in'));
    if (!data.success) throw new CourierError('nonsense', 'Sendit gave no token');
    this.token = data.data.token;
    return this.token;
  }

  async cities(): Promise<CourierDistrict[]> {
    const all: CourierDistrict[] = [];
    for (let page = 1; page <= 100; page += 1) {
      const response = await this.call('GET', `/districts?page=${page}`);
      const raw = await this.json(response, 'the districts');
      // Either a bare list or a page of one.
      const parsed = Array.isArray(raw)
        ? districtsPage.safeParse({ data: raw })
        : districtsPage.safeParse(raw);
      if (!parsed.success)
        throw new CourierError('nonsense', 'Sendit listed its districts in an unknown shape');
      for (const row of parsed.data.data) {
        all.push({
          id: row.id,
          name: row.name,
          nameAr: row.arabic_name ?? null,
          city: row.ville ?? row.city ?? row.name,
          price: row.price,
          delay: (row.delais ?? row.delay) ? String(row.delais ?? row.delay) : null,
        });
      }
      const last = parsed.data.last_page ?? 1;
      if (page >= last) break;
    }
    return all;
  }

  private parcel(raw: unknown, what: string): CourierParcel {
    const parsed = deliveryRow.safeParse(raw);
    if (!parsed.success) throw new CourierError('nonsense', `Sendit described ${what} in an unknown shape`);
    const row = parsed.data;
    return {
      code: row.code,
      reference: row.reference ?? null,
      fee: row.fee ?? row.price ?? 0,
      labelUrl: row.label_url ?? null,
      status: row.status,
    };
  }

  async createParcel(request: ParcelRequest): Promise<CourierParcel> {
    const response = await this.call('POST', '/deliveries', {
      district_id: request.districtId,
      name: request.name,
      phone: request.phone,
      address: request.address,
      amount: (request.amount / 100).toFixed(2),
      reference: request.reference,
      comment: request.comment,
      allow_open: request.allowOpen ? 1 : 0,
      allow_try: request.allowTry ? 1 : 0,
      products_from_stock: 0,
      products: request.products.map((p) => `${p.quantity} x ${p.name}`).join(', '),
    });
    return this.parcel(await this.json(response, 'the new parcel'), 'the new parcel');
  }

  async findParcel(reference: string): Promise<CourierParcel | null> {
    const response = await this.call('GET', `/deliveries?reference=${encodeURIComponent(reference)}`);
    const raw = await this.json(response, 'the search by reference');
    const rows = Array.isArray(raw) ? raw : (raw as { data?: unknown } | null)?.data;
    if (!Array.isArray(rows))
      throw new CourierError('nonsense', 'Sendit answered the search in an unknown shape');
    const found = rows.map((row) => this.parcel(row, 'a parcel')).find((p) => p.reference === reference);
    return found ?? null;
  }

  async cancelParcel(code: string): Promise<void> {
    const response = await this.call('DELETE', `/deliveries/${encodeURIComponent(code)}`);
    await this.json(response, 'the cancellation');
  }

  async label(parcel: { code: string; labelUrl: string | null }): Promise<Buffer> {
    const sameOrigin = parcel.labelUrl !== null && parcel.labelUrl.startsWith(`${this.options.url}/`);
    const path = sameOrigin
      ? (parcel.labelUrl as string).slice(this.options.url.length)
      : `/deliveries/${encodeURIComponent(parcel.code)}/label`;
    const response = await this.call('GET', path);
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('pdf')) {
      await response.body?.cancel();
      throw new CourierError(response.status >= 500 ? 'unavailable' : 'nonsense', 'Sendit gave no label PDF');
    }
    try {
      return Buffer.from(await response.arrayBuffer());
    } catch {
      throw new CourierError('timeout', 'Sendit did not finish the label in time');
    }
  }

  async track(code: string): Promise<Tracking> {
    const response = await this.call('GET', `/deliveries/${encodeURIComponent(code)}`);
    const raw = await this.json(response, 'the parcel');
    const parsed = deliveryRow.safeParse(raw);
    if (!parsed.success)
      throw new CourierError('nonsense', 'Sendit described the parcel in an unknown shape');
    const events: CourierEvent[] = (parsed.data.history ?? []).map((entry) => {
      const at = parseDate(entry.created_at);
      return { key: eventKey(code, entry.status, at), code, status: entry.status, at };
    });
    return { code, status: parsed.data.status, events };
  }

  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): CourierEvent[] | null {
    const given = headers['x-sendit-signature'];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return null;
    const expected = createHmac('sha256', this.options.secretKey).update(rawBody).digest();
    const received = Buffer.from(given, 'hex');
    if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return [];
    }
    const list = z.array(webhookEvent).safeParse(Array.isArray(body) ? body : [body]);
    if (!list.success) return [];
    return list.data.map((event) => {
      const at = parseDate(event.date);
      return { key: eventKey(event.code, event.status, at), code: event.code, status: event.status, at };
    });
  }
}

/** The signature Sendit puts on a webhook call (tests and the fake server sign with it). */
export function senditSignature(secretKey: string, rawBody: string): string {
  return createHmac('sha256', secretKey).update(rawBody).digest('hex');
}
