import type { FastifyInstance } from 'fastify';

/**
 * Every API route, written out by hand with what DESIGN.md section 3 says about who may call it.
 * `routeTableMatchesApp` compares this table with the routes the app really has (its OpenAPI
 * document), so a new route cannot escape the authorisation matrix and the bad-input properties.
 */

/** `rider`: the riders' own routes (decision 240): 401 for guests, 403 for customers and admins. */
export type Access = 'public' | 'user' | 'admin' | 'rider';
export type BodyKind = 'none' | 'json' | 'multipart';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteSpec = {
  method: Method;
  /** OpenAPI form: /api/products/{id} */
  path: string;
  access: Access;
  body: BodyKind;
  /** The body's fields (for malformed variants of a real form). */
  fields: string[];
  /** The query string parameters it reads (searches and filters). */
  query?: string[];
  /** It answers nothing without its query (the labels of the orders named): a bare call is a 422. */
  queryRequired?: boolean;
  /**
   * Signed by its caller instead of the session's CSRF token (a courier's webhook, decision 270): no
   * cookie is read; a request without the signature is refused (403), a form before that (415, 422).
   */
  signed?: boolean;
  /** Deletes or changes what its id names: bad-input runs never point it at an existing row. */
  destructive?: boolean;
  /** A stream that stays open (Server-Sent Events): runs that read whole answers leave it out. */
  stream?: boolean;
};

const route = (
  method: Method,
  path: string,
  access: Access,
  body: BodyKind = 'none',
  fields: string[] = [],
  extra: Partial<RouteSpec> = {},
): RouteSpec => ({ method, path, access, body, fields, ...extra });

const productFields = [
  'name',
  'description',
  'price',
  'category_id',
  'company_id',
  'stock',
  'image',
  '_method',
];
const companyFields = ['name', 'nameAr', 'nameFr', 'image', '_method'];
const categoryFields = ['name', 'sortOrder', 'isActive', 'image', '_method'];
const packFields = ['name', 'description', 'price', 'product_ids', '_method'];
const shopSettingsFields = [
  'shop_name',
  'address',
  'city',
  'phone',
  'whatsapp',
  'email',
  'opening_hours',
  'latitude',
  'longitude',
  'facebook_url',
  'instagram_url',
  'ice',
  'if_number',
  'rc',
  'patente',
  'vat_rate',
  'delivery_code_required',
];
const orderFields = ['name', 'phone_number', 'address', 'city', 'delivery_area_id', 'items', 'user_id'];

export const ROUTES: RouteSpec[] = [
  route('GET', '/api/health', 'public'),
  route('GET', '/api/health/ready', 'public'),
  // accounts
  route('POST', '/api/register', 'public', 'json', [
    'full_name',
    'email',
    'city',
    'password',
    'password_confirmation',
    'role_id',
  ]),
  route('POST', '/api/verify-email', 'public', 'json', ['code', 'pending_user_id']),
  route('POST', '/api/resend-code', 'public', 'json', ['pending_user_id']),
  route('POST', '/api/login', 'public', 'json', ['email', 'password']),
  route('POST', '/api/forgot-password', 'public', 'json', ['email']),
  route('POST', '/api/verify-user', 'public', 'json', ['code', 'user_id']),
  route('PUT', '/api/update-password', 'public', 'json', [
    'new_password',
    'new_password_confirmation',
    'email',
  ]),
  route('GET', '/api/me', 'user'),
  route('POST', '/api/logout', 'user'),
  route('POST', '/api/change_password', 'user', 'json', [
    'old_password',
    'new_password',
    'new_password_confirmation',
  ]),
  route('PUT', '/api/update-user-info', 'user', 'json', ['full_name', 'email', 'city', 'current_password']),
  route('POST', '/api/confirm-email-change', 'user', 'json', ['code']),
  // catalogue
  route('GET', '/api/products', 'public'),
  route('POST', '/api/products', 'admin', 'multipart', productFields),
  route('GET', '/api/products/{id}', 'public'),
  route('POST', '/api/products/{id}', 'admin', 'multipart', productFields, { destructive: true }),
  route('PUT', '/api/products/{id}', 'admin', 'multipart', productFields, { destructive: true }),
  route('DELETE', '/api/products/{id}', 'admin', 'none', [], { destructive: true }),
  route('POST', '/api/products/{id}/click', 'public'),
  route('GET', '/api/products/{id}/lots', 'admin'),
  route('POST', '/api/products/{id}/lots', 'admin', 'json', ['lot_number', 'expiry_date', 'quantity']),
  route('PUT', '/api/lots/{id}', 'admin', 'json', ['quantity', 'expiry_date'], { destructive: true }),
  route('DELETE', '/api/lots/{id}', 'admin', 'none', [], { destructive: true }),
  route('GET', '/api/lots/expiring', 'admin'),
  route('POST', '/api/offers', 'admin', 'json', ['product_id', 'start_date', 'end_date', 'offer_price']),
  route('DELETE', '/api/offers/{id}', 'admin', 'none', [], { destructive: true }),
  route('GET', '/api/categories', 'public'),
  route('POST', '/api/categories', 'admin', 'multipart', categoryFields),
  route('POST', '/api/categories/{id}', 'admin', 'multipart', categoryFields, { destructive: true }),
  route('PUT', '/api/categories/{id}', 'admin', 'multipart', categoryFields, { destructive: true }),
  route('DELETE', '/api/categories/{id}', 'admin', 'none', [], { destructive: true }),
  route('GET', '/api/companies', 'public'),
  route('POST', '/api/companies', 'admin', 'multipart', companyFields),
  route('POST', '/api/companies/{id}', 'admin', 'multipart', companyFields, { destructive: true }),
  route('PUT', '/api/companies/{id}', 'admin', 'multipart', companyFields, { destructive: true }),
  route('DELETE', '/api/companies/{id}', 'admin', 'none', [], { destructive: true }),
  route('GET', '/api/packs', 'public'),
  route('POST', '/api/packs', 'admin', 'json', packFields),
  route('GET', '/api/packs/{id}', 'public'),
  route('PUT', '/api/packs/{id}', 'admin', 'json', packFields, { destructive: true }),
  route('POST', '/api/packs/{id}', 'admin', 'json', packFields, { destructive: true }),
  route('DELETE', '/api/packs/{id}', 'admin', 'none', [], { destructive: true }),
  route('POST', '/api/packs/{id}/click', 'public'),
  route('GET', '/api/catalogue', 'public', 'none', [], {
    query: [
      'page',
      'per_page',
      'q',
      'category_id',
      'company_id',
      'min_price',
      'max_price',
      'sort',
      'type',
      'in_stock',
    ],
  }),
  route('GET', '/api/catalogue/hero', 'public'),
  route('GET', '/api/catalogue/suggest', 'public'),
  route('GET', '/api/favourites', 'user'),
  route('POST', '/api/favourites/toggle', 'user', 'json', ['type', 'id', 'item']),
  // orders, customers, notifications, dashboard
  route('POST', '/api/orders', 'public', 'json', orderFields),
  route('GET', '/api/orders', 'admin', 'none', [], {
    query: ['page', 'per_page', 'q', 'status', 'period', 'confirmation'],
  }),
  route('GET', '/api/orders/export.csv', 'admin', 'none', [], {
    query: ['q', 'status', 'period', 'confirmation'],
  }),
  route('GET', '/api/userorders', 'user'),
  route('PATCH', '/api/orders/{id}', 'admin', 'json', ['status'], { destructive: true }),
  route('GET', '/api/orders/confirmation-queue', 'admin'),
  route('GET', '/api/orders/{id}', 'admin'),
  route('POST', '/api/orders/{id}/contacts', 'admin', 'json', ['outcome', 'note', 'call_back_at'], {
    destructive: true,
  }),
  route('DELETE', '/api/orders/{id}/contacts/{contactId}', 'admin', 'none', [], { destructive: true }),
  // returns after delivery (decision 265)
  route('GET', '/api/orders/{id}/returns', 'admin'),
  route(
    'POST',
    '/api/orders/{id}/returns',
    'admin',
    'json',
    ['lines', 'refund_method', 'note', 'exchange_items'],
    {
      destructive: true,
    },
  ),
  route('GET', '/api/order-returns/stats', 'admin', 'none', [], { query: ['days', 'lang'] }),
  route('GET', '/api/order-returns/export.csv', 'admin', 'none', [], { query: ['days', 'lang'] }),
  route('GET', '/api/order-returns/quarantine', 'admin'),
  route('GET', '/api/userorders/returns', 'user'),
  route('GET', '/api/userorders/changes', 'user'),
  // order edits (decision 260)
  route(
    'POST',
    '/api/orders/{id}/edit',
    'admin',
    'json',
    ['version', 'name', 'phone_number', 'address', 'city', 'delivery_area_id', 'items', 'dry_run'],
    { destructive: true },
  ),
  route('GET', '/api/blocked-phones', 'admin'),
  route('POST', '/api/blocked-phones', 'admin', 'json', ['phone_number', 'reason']),
  route('DELETE', '/api/blocked-phones/{id}', 'admin', 'none', [], { destructive: true }),
  route('GET', '/api/settings', 'public'),
  route('GET', '/api/shop-day', 'public'),
  route('PUT', '/api/settings', 'admin', 'json', shopSettingsFields),
  route('GET', '/api/customers', 'admin', 'none', [], { query: ['page', 'per_page', 'q', 'joined'] }),
  route('GET', '/api/customers/export.csv', 'admin', 'none', [], { query: ['q', 'joined'] }),
  route('GET', '/api/notifications/stream', 'admin', 'none', [], { stream: true }),
  route('GET', '/api/notifications', 'user'),
  route('PUT', '/api/notifications/{id}', 'user', 'none', [], { destructive: true }),
  route('DELETE', '/api/notifications/{id}', 'user', 'none', [], { destructive: true }),
  route('GET', '/api/dashboard_statistic', 'admin'),
  route('GET', '/api/sales-per-product', 'admin'),
  route('GET', '/api/sales-per-categories', 'admin', 'none', [], { query: ['period'] }),
  // riders, delivery runs and cash (decision 240)
  route('GET', '/api/riders', 'admin'),
  route('POST', '/api/riders', 'admin', 'json', ['name', 'phone', 'email', 'password']),
  route('PATCH', '/api/riders/{id}', 'admin', 'json', ['name', 'phone', 'email', 'password', 'disabled'], {
    destructive: true,
  }),
  route('GET', '/api/delivery-runs', 'admin', 'none', [], { query: ['date'] }),
  route('GET', '/api/delivery-runs/eligible-orders', 'admin', 'none', [], { query: ['date'] }),
  route('GET', '/api/delivery-runs/{id}', 'admin'),
  route('GET', '/api/delivery-runs/{id}/sheet', 'admin', 'none', [], { query: ['lang'] }),
  route('POST', '/api/delivery-runs', 'admin', 'json', ['rider_id', 'date', 'order_ids']),
  route('PATCH', '/api/delivery-runs/{id}', 'admin', 'json', ['order_ids'], { destructive: true }),
  route('POST', '/api/delivery-runs/{id}/hand-over', 'admin', 'none', [], { destructive: true }),
  route('DELETE', '/api/delivery-runs/{id}', 'admin', 'none', [], { destructive: true }),
  route('POST', '/api/delivery-runs/{runId}/stops/{stopId}/unlock', 'admin', 'none', [], {
    destructive: true,
  }),
  route('GET', '/api/rider-cash', 'admin', 'none', [], { query: ['from', 'to', 'rider_id'] }),
  route('GET', '/api/rider-cash/export.csv', 'admin', 'none', [], {
    query: ['from', 'to', 'rider_id', 'lang'],
  }),
  route('POST', '/api/rider-cash/{riderId}/{date}/close', 'admin', 'json', ['counted', 'note'], {
    destructive: true,
  }),
  route('GET', '/api/couriers', 'admin'),
  route('GET', '/api/couriers/{courier}/districts', 'admin', 'none', [], { query: ['refresh'] }),
  route('GET', '/api/courier-parcels', 'admin', 'none', [], { query: ['attention'] }),
  route('POST', '/api/courier-parcels/sync', 'admin'),
  route('GET', '/api/courier-parcels/labels', 'admin', 'none', [], {
    query: ['orders'],
    queryRequired: true,
  }),
  route('GET', '/api/orders/{id}/courier-parcel', 'admin'),
  route('POST', '/api/orders/{id}/courier-parcel', 'admin', 'json', ['courier', 'district_id'], {
    destructive: true,
  }),
  route('GET', '/api/orders/{id}/courier-parcel/label', 'admin'),
  route('POST', '/api/orders/{id}/courier-parcel/received', 'admin', 'none', [], { destructive: true }),
  route('POST', '/api/orders/{id}/courier-parcel/cancel', 'admin', 'none', [], { destructive: true }),
  route('GET', '/api/courier-cash', 'admin', 'none', [], { query: ['from', 'to', 'courier'] }),
  route('GET', '/api/courier-cash/export.csv', 'admin', 'none', [], {
    query: ['from', 'to', 'courier', 'lang'],
  }),
  route('POST', '/api/courier-cash/remittances', 'admin', 'json', ['courier', 'lines', 'csv']),
  // Public, proven by its signature (decision 270): 403 without the right one.
  route('POST', '/api/couriers/{courier}/webhook', 'public', 'json', ['code', 'status', 'date'], {
    signed: true,
  }),
  route('GET', '/api/rider/runs', 'rider', 'none', [], { query: ['date'] }),
  route('POST', '/api/rider/runs/{id}/start', 'rider', 'none', [], { destructive: true }),
  route(
    'POST',
    '/api/rider/stops/{id}/outcome',
    'rider',
    'json',
    ['key', 'outcome', 'collected', 'amount_reason', 'reason', 'note', 'postponed_to', 'code'],
    { destructive: true },
  ),
  route('POST', '/api/rider/cash/{date}/declare', 'rider', 'json', ['declared'], { destructive: true }),
];

export const routeName = (spec: Pick<RouteSpec, 'method' | 'path'>) => `${spec.method} ${spec.path}`;

/** The routes of the app, from its OpenAPI document: ['GET /api/health', ...]. */
export function appRoutes(app: FastifyInstance): string[] {
  const document = (
    app as unknown as { swagger: () => { paths: Record<string, Record<string, unknown>> } }
  ).swagger();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** /api/products/{id} -> /api/products/42 (every parameter of the path gets the id). */
export function fillPath(path: string, id: string | number): string {
  return path.replace(/\{[A-Za-z]+\}/g, encodeURIComponent(String(id)));
}
