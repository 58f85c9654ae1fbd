import { orderPayload } from '../../../src/modules/orders/test-support';
import { routeName, type RouteSpec } from './routes';

let formCounter = 0;

export type Fixtures = { category: number; company: number; product: number };

/**
 * A body the route accepts (or refuses only for what the database holds, e.g. an unknown e-mail), so
 * that one field changed by a test is all that is wrong with it.
 */
export function validBody(spec: RouteSpec, shared: Fixtures): Record<string, unknown> {
  formCounter += 1;
  const unique = `${formCounter}-${Date.now()}`;
  switch (routeName(spec)) {
    case 'POST /api/register':
      return {
        full_name: 'Nasty Tester',
        email: `nasty.${unique}@gmail.com`,
        city: 'Dakhla',
        password: 'secret12',
        password_confirmation: 'secret12',
      };
    case 'POST /api/verify-email':
      return { code: '123456', pending_user_id: `no-such-registration-${unique}` };
    case 'POST /api/resend-code':
      return { pending_user_id: `no-such-registration-${unique}` };
    case 'POST /api/login':
      return { email: `nobody.${unique}@gmail.com`, password: 'secret12' };
    case 'POST /api/forgot-password':
      return { email: `nasty.${unique}@gmail.com` };
    case 'POST /api/verify-user':
      return { code: '123456', user_id: `no-such-ticket-${unique}` };
    case 'PUT /api/update-password':
      return {
        email: 'nobody@gmail.com',
        new_password: 'brand-new-1',
        new_password_confirmation: 'brand-new-1',
      };
    case 'POST /api/change_password':
      return {
        old_password: 'password123',
        new_password: 'password456',
        new_password_confirmation: 'password456',
      };
    case 'POST /api/confirm-email-change':
      return { code: '123456' };
    case 'PUT /api/update-user-info':
      return {
        full_name: 'Nasty Tester',
        email: `nasty.${unique}@gmail.com`,
        city: 'Dakhla',
        current_password: 'password123',
      };
    case 'POST /api/products':
    case 'POST /api/products/{id}':
    case 'PUT /api/products/{id}':
      return {
        name: `Nasty product ${unique}`,
        description: 'Fine description.',
        price: '19.90',
        category_id: shared.category,
        company_id: shared.company,
        stock: 12,
        ...(spec.method === 'POST' && spec.path.includes('{id}') ? { _method: 'PUT' } : {}),
      };
    case 'POST /api/products/{id}/lots':
      return {
        lot_number: `Nasty lot ${unique}`.slice(0, 50),
        expiry_date: '2099-12-31',
        quantity: 4,
        existing_units: 'replace',
      };
    case 'PUT /api/lots/{id}':
      return { quantity: 3, expiry_date: '2099-06-30' };
    case 'POST /api/offers':
      return {
        product_id: shared.product,
        start_date: '2020-01-01',
        end_date: '2099-12-31',
        offer_price: 15,
      };
    case 'POST /api/categories':
    case 'POST /api/categories/{id}':
    case 'PUT /api/categories/{id}':
      return { name: `Nasty shelf ${unique}`, sortOrder: 3, isActive: 'true' };
    case 'POST /api/companies':
    case 'POST /api/companies/{id}':
    case 'PUT /api/companies/{id}':
      return { name: `Nasty brand ${unique}`, nameAr: 'علامة', nameFr: 'Marque' };
    case 'POST /api/packs':
    case 'PUT /api/packs/{id}':
    case 'POST /api/packs/{id}':
      return {
        name: `Nasty pack ${unique}`,
        description: 'Two things.',
        price: 35,
        product_ids: [shared.product],
      };
    case 'POST /api/favourites/toggle':
      return { type: 'product', id: shared.product };
    case 'POST /api/orders':
      return orderPayload([{ target_name: 'product', target_id: shared.product, quantity: 1, price: 20 }]);
    case 'PATCH /api/orders/{id}':
      return { status: 'delivered' };
    case 'POST /api/orders/{id}/contacts':
      return { outcome: 'no_answer', note: 'Rang twice.' };
    // Order edits (decision 260): a whole order as staff send it (a wrong version only answers 409).
    case 'POST /api/orders/{id}/edit': {
      const { items: _items, ...customer } = orderPayload([]);
      return {
        ...customer,
        version: 1,
        items: [{ target_name: 'product', target_id: shared.product, quantity: 1 }],
        dry_run: true,
      };
    }
    case 'POST /api/blocked-phones':
      // A number of its own each time: blocking the same one twice is a 422 for what the database holds.
      return {
        phone_number: `07${String(formCounter % 100_000_000).padStart(8, '0')}`,
        reason: 'Fake order',
      };
    // A return after delivery (decision 265): the order and line ids are the fuzz's own.
    case 'POST /api/orders/{id}/returns':
      return { lines: [{ order_item_id: 1, quantity: 1, reason: 'damaged' }], refund_method: 'cash' };
    case 'PUT /api/settings':
      return {
        shop_name: 'Parashop',
        phone: '+212 528 89 76 45',
        email: 'contact@parashop.ma',
        latitude: 23.6848,
        longitude: -15.958,
        ice: '001234567000089',
        vat_rate: 20,
        delivery_code_required: false,
      };
    // Riders, runs and cash (decision 240): the ids are the fuzz's own (unknown ones answer 404/409/422).
    case 'POST /api/riders':
      return {
        name: 'Fuzzed Rider',
        phone: `076${String(formCounter % 10_000_000).padStart(7, '0')}`,
        password: 'secret12',
      };
    case 'PATCH /api/riders/{id}':
      return { name: 'Fuzzed Rider', disabled: false };
    case 'POST /api/delivery-runs':
      return { rider_id: 1, date: '2099-01-01', order_ids: [1] };
    case 'PATCH /api/delivery-runs/{id}':
      return { order_ids: [1] };
    case 'POST /api/rider-cash/{riderId}/{date}/close':
      return { counted: 0, note: 'Fuzzed' };
    case 'POST /api/rider/stops/{id}/outcome':
      return { key: '3f2b8a4e-5c1d-4e7f-9a0b-1c2d3e4f5a6b', outcome: 'delivered' };
    case 'POST /api/rider/cash/{date}/declare':
      return { declared: 0 };
    case 'POST /api/orders/{id}/courier-parcel':
      return { courier: 'sendit', district_id: '11' };
    case 'POST /api/courier-cash/remittances':
      return { courier: 'sendit', lines: [{ code: 'SD1', amount: 100, fee: 0 }] };
    case 'POST /api/couriers/{courier}/webhook':
      return { code: 'SD1', status: 'DELIVERED', date: '2026-11-28 10:00:00' };
    default:
      throw new Error(`no valid body for ${routeName(spec)}`);
  }
}
