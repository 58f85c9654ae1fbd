/**
 * Response shapes of the API (DESIGN.md section 4). Prices are MAD numbers with two decimals;
 * dates are ISO 8601 texts, offer dates 'YYYY-MM-DD'. Fields may be added, never removed.
 */
import type {
  ConfirmationStatus,
  ContactOutcome,
  FailureReason,
  Language,
  NotificationType,
  OrderStatus,
  RoleId,
  RunStatus,
  StopState,
  TargetName,
} from './constants';
import type { AgeGroup, Concern, SaleMode, SkinType } from './product-attributes';

export type {
  ConfirmationStatus,
  ContactOutcome,
  FailureReason,
  NotificationType,
  OrderStatus,
  RunStatus,
  StopState,
  TargetName,
};

/** Every error body: 422 carries `errors`, the first message per field being the one shown. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /**
   * A stable code of the cause, where one is given, the same in every language: the storefront acts on
   * `phone_blocked` (POST /orders), and the shop's metrics count the order refusals by it
   * (`OrderGuardReason`).
   */
  reason?: string;
}

/**
 * The `reason` of the COD guard's refusals of POST /orders (422; a staff edit's unit limit too): a
 * blocked phone, too many orders of the phone waiting for confirmation, a line over the per-line cap.
 */
export type OrderGuardReason = 'phone_blocked' | 'too_many_open' | 'line_over_limit';

/** One line of an order request, as the refusals of POST /orders name it. */
export interface OrderLineRef {
  target_name: TargetName;
  target_id: number;
}

/** 409 of POST /orders when a line's price changed: every line's current unit price and stock. */
export interface PricesChangedBody extends ApiErrorBody {
  prices: (OrderLineRef & { price: number; stock: number })[];
}

/** 409 of POST /orders when one item has too little stock; nothing was taken. */
export interface OutOfStockBody extends ApiErrorBody {
  item: OrderLineRef & { name: string; available: number };
}

/** 422 of POST /orders when lines name a product or pack that does not exist (any more). */
export interface ItemsUnavailableBody extends ApiErrorBody {
  errors: Record<string, string[]>;
  unavailable: OrderLineRef[];
}

/** The bodies of POST /orders that carry more than `{ message, errors? }`. */
export type OrderRefusalBody = PricesChangedBody | OutOfStockBody | ItemsUnavailableBody;

export interface User {
  id: number;
  full_name: string;
  email: string;
  city: string;
  role_id: RoleId;
  created_at: string;
}

export interface CategoryRef {
  id: number;
  name: string;
  name_fr?: string | null;
  name_ar?: string | null;
}

export interface CompanyRef {
  id: number;
  name: string;
  nameAr: string | null;
  nameFr: string | null;
  image: string | null;
}

export interface ProductOffer {
  id: number;
  start_date: string;
  end_date: string;
  offer_price: number;
}

/** What a product and a pack both are in the catalogue's answers. */
export interface SaleItem {
  id: number;
  name: string;
  description: string;
  /**
   * The French and Arabic name and description (decision 170); null when the shop gave none. The API
   * always sends them; optional here so that a hand-made item (tests, optimistic updates) may leave them out.
   */
  name_fr?: string | null;
  name_ar?: string | null;
  description_fr?: string | null;
  description_ar?: string | null;
  /** The regular price (a pack's own price). */
  price: number;
  /** A product's regular price; a pack's: the sum of its products' prices. */
  original_price: number;
  /** A product's offer price while its offer is active today on the shop's clock, else null; a pack's: null. */
  offer_price: number | null;
  /** A pack's: the smallest stock among its products. */
  stock: number;
  number_click: number;
  created_at: string;
  /** `in_store_only` for an item sold in the shop only (a pack is when one of its products is). */
  sale_mode: SaleMode;
}

export interface Product extends SaleItem {
  offer: ProductOffer | null;
  image: string | null;
  category_id: number;
  company_id: number;
  category: CategoryRef;
  company: CompanyRef;
  /** The expiry date (YYYY-MM-DD) of the lot that would ship next; null without sellable lots. */
  next_expiry: string | null;
  /** Attributes (issue 15, product-attributes.ts). */
  skin_types: SkinType[];
  concerns: Concern[];
  age_group: AgeGroup | null;
  pregnancy_safe: boolean;
}

/** A lot of a product: units received together with one expiry date (GET /products/{id}/lots). */
export interface ProductLot {
  id: number;
  lot_number: string;
  /** YYYY-MM-DD; the lot still sells on that day in the shop's time zone. */
  expiry_date: string;
  quantity: number;
  /** Units returned damaged or expired into this lot (decision 265): never sold. Always sent by the API. */
  quarantined?: number;
  created_at: string;
}

/** A lot expiring soon (GET /lots/expiring). */
export interface ExpiringLot {
  id: number;
  product_id: number;
  product_name: string;
  lot_number: string;
  expiry_date: string;
  quantity: number;
}

/** GET /lots/expiring: lots with units left expiring from today to `until` (today + `alert_days`). */
export interface ExpiringLots {
  alert_days: number;
  until: string;
  lots: ExpiringLot[];
}

/** The units an order line took from one lot (first expired, first out). */
export interface OrderItemLot {
  lot_number: string;
  expiry_date: string;
  quantity: number;
}

export interface PackProduct {
  id: number;
  name: string;
  name_fr?: string | null;
  name_ar?: string | null;
  price: number;
  image: string | null;
}

export interface Pack extends SaleItem {
  images: string[];
  products: PackProduct[];
  product_ids: number[];
  updated_at: string;
}

export interface Category {
  id: number;
  name: string;
  name_fr?: string | null;
  name_ar?: string | null;
  sortOrder: number;
  isActive: boolean;
  image: string | null;
  products_count: number;
}

export interface Company {
  id: number;
  name: string;
  nameAr: string | null;
  nameFr: string | null;
  image: string | null;
  created_at: string;
  products_count: number;
}

export interface OrderItemTarget {
  id: number;
  /** The main name as it was when ordered. */
  name: string;
  /**
   * The French and Arabic names as they were when ordered (decision 207); null when the item had none
   * (or the order is older than them). Optional for fixtures built by hand; the API always sends them.
   */
  name_fr?: string | null;
  name_ar?: string | null;
  image: string | null;
}

export interface OrderItem {
  id: number;
  quantity: number;
  unit_price: number;
  /**
   * The line's regular unit price before any offer, as it was when ordered; equal to unit_price when no
   * offer applied; null for orders placed before it was kept. The API always sends it; optional here so
   * orders built without it (older fixtures, stored idempotent answers) read as "not known".
   */
  regular_unit_price?: number | null;
  total_price: number;
  target_name: TargetName;
  target_id: number;
  target: OrderItemTarget;
  /** The lots the line's units came from (empty for products without lots, and while cancelled). */
  lots: OrderItemLot[];
}

export interface Order {
  id: number;
  order_number: string;
  status: OrderStatus;
  created_at: string;
  name: string;
  phone_number: string;
  address: string;
  city: string;
  delivery_area_id: number | null;
  subtotal: number;
  delivery_fee: number;
  delivery_discount: number;
  total_order: number;
  user_id: number | null;
  order_items: OrderItem[];
  confirmation_status: ConfirmationStatus;
  /** Calls that reached nobody or were asked to call back. */
  confirmation_attempts: number;
  /** When the customer asked to be called back (ISO), or null. */
  call_back_at: string | null;
  /** The same phone had an open order with the same lines in the 24 hours before. */
  possible_duplicate: boolean;
  /**
   * The language the customer ordered in (decision 207): the confirmation message to them follows it.
   * Optional for fixtures built by hand; the API always sends it.
   */
  language?: Language;
  /** YYYY-NNNNNN, given when the order is first delivered and kept whatever happens next; null until then. */
  invoice_number: string | null;
  /** When the invoice number was given (ISO): the invoice's date; null until then. */
  invoiced_at: string | null;
  /**
   * The 4-digit code the customer gives the rider (decision 240): set when the order was placed while
   * the shop asked for delivery codes, null otherwise. Optional for fixtures built by hand; the API
   * always sends it on order answers (never on public or catalogue ones).
   */
  delivery_code?: string | null;
  /**
   * Returns after delivery (decision 265): the units given back so far, and "delivered with returns"
   * (a delivered order some units of which came back; the status stays `delivered`). Optional for
   * fixtures built by hand; the API always sends them.
   */
  returned_units?: number;
  delivered_with_returns?: boolean;
  /**
   * POST /orders only: the order was accepted over the stock guard's limits and takes its units when
   * staff confirm it by phone (decision 200); `message` says so in the order's language.
   */
  stock_deferred?: boolean;
  message?: string;
  /**
   * Raised on every change of the order (decision 260): an edit sends the version it read and is
   * refused (409 version_conflict) when it moved. Optional for fixtures built by hand; the API always
   * sends it on order answers.
   */
  version?: number;
}

/** All orders ever placed with one phone number (the order at hand included). */
export interface PhoneHistory {
  orders: number;
  delivered: number;
  returned: number;
  cancelled: number;
}

/** One call recorded on an order; `timeout` (staff_name null) when the server cancelled it unconfirmed. */
export interface OrderContact {
  id: number;
  outcome: ContactOutcome | 'timeout';
  note: string | null;
  call_back_at: string | null;
  created_at: string;
  staff_name: string | null;
}

/** GET /orders/{id} and the answer of POST /orders/{id}/contacts. */
export interface OrderDetails extends Order {
  contacts: OrderContact[];
  phone_history: PhoneHistory;
  /**
   * The order's delivery history (decision 240): every stop it was on, oldest first, with what the
   * rider reported, who and when. Optional for fixtures built by hand; GET /orders/{id} always sends it.
   */
  deliveries?: OrderDeliveryEntry[];
  /** The order's edits (decision 260), oldest first. Optional for fixtures; GET /orders/{id} always sends it. */
  history?: OrderEditEntry[];
}

/** One stop of an order's delivery history. */
export interface OrderDeliveryEntry {
  stop_id: number;
  run_id: number;
  /** YYYY-MM-DD, the run's day. */
  run_date: string;
  rider_name: string;
  state: StopState;
  reason: FailureReason | null;
  note: string | null;
  /** Centimes collected (delivered), else null. */
  collected: number | null;
  amount_reason: string | null;
  postponed_to: string | null;
  /** When the rider reported it (ISO), null while the stop is open. */
  at: string | null;
  /** Who reported it (the rider's name at the time), null while open. */
  by: string | null;
}

/** One order of GET /orders/confirmation-queue. */
export interface ConfirmationQueueEntry extends Order {
  phone_history: PhoneHistory;
}

/** GET /blocked-phones. */
export interface BlockedPhone {
  id: number;
  phone_number: string;
  reason: string;
  created_at: string;
}

/** GET /settings (public). Texts are '' when not given. */
/** GET /shop-day: today in the shop's time zone (YYYY-MM-DD), and that zone (SHOP_TIMEZONE). */
export interface ShopDay {
  date: string;
  time_zone: string;
}

export interface PublicSettings {
  /** The shop's WhatsApp number as dialled in Morocco (06...), or null when it has none. */
  whatsapp: string | null;
  order_max_units_per_line: number;
  shop_name: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  opening_hours: string;
  latitude: number | null;
  longitude: number | null;
  facebook_url: string;
  instagram_url: string;
  /**
   * Riders ask the customer's 4-digit delivery code to mark an order delivered (decision 240); orders
   * placed while it is on carry a code. Optional for fixtures built by hand; the API always sends it.
   */
  delivery_code_required?: boolean;
}

/** GET /settings as an admin reads it (and PUT /settings's answer): the public fields and the legal ones. */
export interface ShopSettings extends PublicSettings {
  /** Identifiant commun de l'entreprise (15 digits). */
  ice: string;
  /** Identifiant fiscal. */
  if_number: string;
  /** Registre de commerce. */
  rc: string;
  patente: string;
  /** Percent; prices are VAT-included. */
  vat_rate: number;
}

/** GET /userorders. */
export interface UserOrdersResponse {
  orders: Order[];
}

export interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  city: string;
  total_orders: number;
  total_spent: number;
  average_spent: number;
  joined_at: string;
  last_order: string | null;
}

/** The order a `new_order` notification is about. */
export interface NotificationOrder {
  id: number;
  order_number: string;
  /** The order's total (delivery included), in DH. */
  total: number;
}

export interface Notification {
  id: number;
  type: NotificationType | (string & {});
  message: string;
  is_read: boolean;
  created_at: string;
  /** `new_order` notifications only: their order, or null when it was deleted since (decision 176). */
  order?: NotificationOrder | null;
  /** `delivery_outcome` notifications only: the stop whose outcome the rider sent (decision 240). */
  delivery?: NotificationDelivery | null;
}

/** What a `delivery_outcome` notification is about: one stop of a run, its order and what happened. */
export interface NotificationDelivery {
  run_id: number;
  stop_id: number;
  order_id: number;
  order_number: string;
  rider_name: string;
  state: StopState;
  reason: FailureReason | null;
  /** Centimes collected (delivered), else null. */
  collected: number | null;
}

export interface FavouriteEntry<T> {
  id: number;
  target_id: number;
  target: T;
}

export interface FavouritesResponse {
  products: FavouriteEntry<Product>[];
  packs: FavouriteEntry<Pack>[];
}

export interface FavouriteToggleResponse {
  favourited: boolean;
}

/** The dashboard's order overview reads 'canceled' (one l) from the server, as the specification says. */
export type OrdersOverviewStatus = 'pending' | 'delivered' | 'returned' | 'canceled';

export interface DashboardStatistic {
  /** Today's revenue: the totals of orders placed today and delivered. */
  total_revenue: number;
  /** The totals of orders placed today that are not cancelled (delivery fees included). */
  today_ordered_value: number;
  today_orders: { today_orders: number; delivered_today: number };
  orders_overview: { status: OrdersOverviewStatus | (string & {}); total: number }[];
  stock_alert: { low_stock_products: number; out_of_stock_products: number };
  total_products: number;
  inventory_value: number;
  monthly_growth: number;
  /** Units in lots expiring within EXPIRY_ALERT_DAYS (not yet expired), and how many products hold them. */
  expiring_soon: number;
  expiring_soon_products: number;
  /** Orders to call now (the confirmation queue's length). */
  to_confirm: number;
  /** Over the last 30 days, in percent with one decimal; null when there is nothing to divide by. */
  confirmation_rates: {
    /**
     * Confirmed / decided. Shipped orders (delivered or returned) count as confirmed; an order is
     * decided once it is no longer pending or no longer unconfirmed, no_answer or call_back.
     */
    confirmation_rate: number | null;
    /** Delivered / confirmed. */
    delivery_rate: number | null;
    /** Returned / delivered or returned. */
    return_rate: number | null;
    decided: number;
  };
  /**
   * Deliveries by the shop's riders (decision 240), money in centimes. Optional for fixtures built by
   * hand; the API always sends it.
   */
  riders?: DashboardRiders;
}

export interface DashboardRiders {
  /** Cash collected on delivered stops whose day staff have not closed yet (centimes). */
  cash_with_riders: number;
  /** Stops of today's runs (shop time zone): delivered, failed, and still to do (assigned or out). */
  deliveries_today: { delivered: number; failed: number; left: number };
  /** Over the last 30 days: orders delivered at their first attempt / orders whose first attempt ended; null when none. */
  first_attempt_rate_30d: number | null;
}

export interface SalesPerProduct {
  target_id: number;
  target_name: TargetName;
  name: string;
  /** The French and Arabic names (the catalogue's, else the latest order line's); null when none. */
  name_fr: string | null;
  name_ar: string | null;
  image: string | null;
  price: number;
  total_quantity_sold: number;
  total_revenue: number;
}

export interface SalesPerCategory {
  category_id: number;
  category_name: string;
  /** The category's French and Arabic names (its one name per language everywhere); null when none. */
  category_name_fr: string | null;
  category_name_ar: string | null;
  total_revenue: number;
  total_quantity_sold: number;
}

/** POST /register. */
export interface RegisterResponse {
  message?: string;
  pending_user_id: string;
}

/** POST /forgot-password: the same answer whether or not the e-mail exists. */
export interface ForgotPasswordResponse {
  message?: string;
  user_id: string;
}

export interface HealthResponse {
  status: 'ok';
}

/** One card of the storefront catalogue: a product or a pack. */
export type CatalogueItem = ({ kind: 'product' } & Product) | ({ kind: 'pack' } & Pack);

// ---------------------------------------------------------------- riders, runs and cash (decision 240)
// Money here is integer centimes.

/** GET /riders, POST /riders, PATCH /riders/{id}. */
export interface Rider {
  id: number;
  name: string;
  /** 0XXXXXXXXX. */
  phone: string;
  email: string | null;
  disabled: boolean;
  created_at: string;
}

/** One line of the order on a stop, its name in the reader's language. */
export interface DeliveryStopItem {
  name: string;
  quantity: number;
}

/** The order a stop delivers, as the rider needs it. */
export interface DeliveryStopOrder {
  id: number;
  /** The order's number as the orders screens show it (e.g. ORD-000123). */
  order_number: string;
  customer_name: string;
  phone: string;
  address: string;
  city: string;
  delivery_area_id: number | null;
  /** The amount to collect (centimes): the order's total. */
  total: number;
  /** The language the customer ordered in (the "on my way" message follows it). */
  language: Language;
  items: DeliveryStopItem[];
  /** The rider must type the customer's code to mark it delivered. */
  delivery_code_required: boolean;
  /** Failed delivery attempts of the order so far (all runs). */
  failed_attempts: number;
}

export interface DeliveryStop {
  id: number;
  /** 1-based place in the run. */
  position: number;
  state: StopState;
  order: DeliveryStopOrder;
  /** Centimes collected (delivered), else null. */
  collected: number | null;
  amount_reason: string | null;
  reason: FailureReason | null;
  note: string | null;
  /** YYYY-MM-DD (postponed), else null. */
  postponed_to: string | null;
  /** Wrong delivery codes typed on this stop. */
  attempts: number;
  /** The order has failed MAX_FAILED_ATTEMPTS times: staff should call the customer. */
  needs_staff: boolean;
  /** DELIVERY_CODE_MAX_TRIES wrong codes: only staff can unlock it. */
  code_locked: boolean;
  outcome_at: string | null;
}

export interface DeliveryRunTotals {
  /** Centimes due on the run's stops that are not failed or postponed. */
  to_collect: number;
  /** Centimes collected on delivered stops. */
  collected: number;
  delivered: number;
  failed: number;
  postponed: number;
  /** Stops assigned or out. */
  left: number;
}

/** GET /delivery-runs/{id}, GET /rider/runs (each), and the answers of the run routes. */
export interface DeliveryRun {
  id: number;
  rider: { id: number; name: string; phone: string };
  /** YYYY-MM-DD. */
  date: string;
  status: RunStatus;
  stops: DeliveryStop[];
  totals: DeliveryRunTotals;
  created_at: string;
  handed_over_at: string | null;
  started_at: string | null;
  finished_at: string | null;
}

/** 409 of POST/PATCH /delivery-runs: `reason` `order_on_open_run` or `order_not_eligible`, naming the orders. */
export interface RunRefusalBody extends ApiErrorBody {
  reason: 'order_on_open_run' | 'order_not_eligible';
  order_ids: number[];
}

/** 422/423 of POST /rider/stops/{id}/outcome for the delivery code. */
export interface DeliveryCodeRefusalBody extends ApiErrorBody {
  reason: 'code_wrong' | 'code_locked';
  tries_left: number;
}

/** One order of GET /delivery-runs/eligible-orders: confirmed, pending, in Dakhla, on no open run. */
export interface EligibleOrder {
  id: number;
  order_number: string;
  customer_name: string;
  phone: string;
  address: string;
  city: string;
  delivery_area_id: number | null;
  /** Centimes. */
  total: number;
  created_at: string;
  failed_attempts: number;
  needs_staff: boolean;
  /** YYYY-MM-DD when the last attempt postponed it (it can go on a run from that day), else null. */
  postponed_to: string | null;
}

/** One change of a rider's cash day. */
export interface CashDayHistoryEntry {
  at: string;
  /** The name of who did it. */
  by: string;
  /** `declared`, `closed` or `reclosed`, with the amounts: see `declared`/`counted`/`note`. */
  what: 'declared' | 'closed' | 'reclosed';
  declared: number | null;
  counted: number | null;
  expected: number | null;
  note: string | null;
}

/** GET /rider-cash: one rider's day. */
export interface CashDay {
  rider: { id: number; name: string };
  /** YYYY-MM-DD (the run's date). */
  date: string;
  /** Sum of the amounts collected on that day's delivered stops (centimes). */
  expected: number;
  /** Delivered stops that day. */
  delivered: number;
  declared: number | null;
  counted: number | null;
  /** counted - expected, once counted. */
  difference: number | null;
  note: string | null;
  closed_at: string | null;
  /** The name of the staff member who closed it. */
  closed_by: string | null;
  history: CashDayHistoryEntry[];
}

/** POST /rider/stops/{id}/outcome: the stop after its outcome (the same answer to a repeat of the key). */
export interface StopOutcomeResponse {
  stop: DeliveryStop;
  run: { id: number; status: RunStatus; totals: DeliveryRunTotals };
}

/**
 * GET /delivery-runs/{id}/sheet?lang=: what the printed A4 run sheet shows. Printing is the web app's
 * (features/admin-print, like the delivery slips and invoices): the API gives the run with item names
 * in `lang` and the shop's details for the sheet's head.
 */
export interface RunSheet {
  lang: Language;
  shop: { shop_name: string; address: string; city: string; phone: string };
  run: DeliveryRun;
  printed_at: string;
}

// ---------------------------------------------------------------- order edits (decision 260)

/** A customer field an edit can change. */
export type OrderEditField = 'name' | 'phone_number' | 'address' | 'city' | 'delivery_area_id';

/** One line's state before or after an edit (null when the line was not there). */
export interface OrderEditLineState {
  quantity: number;
  /** Unit price in centimes. */
  unit_price: number;
}

/** What one edit changed: fields and lines before -> after, and the totals (centimes). */
export interface OrderEditChanges {
  fields: Array<{ field: OrderEditField; before: string | number | null; after: string | number | null }>;
  lines: Array<{
    target_name: TargetName;
    target_id: number;
    name: string;
    name_fr: string | null;
    name_ar: string | null;
    before: OrderEditLineState | null;
    after: OrderEditLineState | null;
  }>;
  totals: { before: OrderEditTotals; after: OrderEditTotals };
}

/** An order's amounts in centimes. */
export interface OrderEditTotals {
  subtotal: number;
  delivery_fee: number;
  delivery_discount: number;
  total: number;
}

/**
 * One change of a customer's own order as GET /userorders/changes shows it (decision 260): when and what
 * changed, without the member of staff's name.
 */
export interface CustomerOrderChange {
  order_id: number;
  version: number;
  created_at: string;
  changes: OrderEditChanges;
}

/** One entry of an order's history: who edited it, when, and what changed. */
export interface OrderEditEntry {
  id: number;
  version: number;
  staff_name: string | null;
  created_at: string;
  changes: OrderEditChanges;
}

/**
 * The answer of POST /orders/{id}/edit: the order as it is (saved) or would be (dry run), and the
 * changes with the old and new totals side by side. A dry run changes nothing (version unchanged).
 */
export interface OrderEditResult {
  dry_run: boolean;
  order: OrderDetails;
  changes: OrderEditChanges;
}

/** Why an edit was refused (409): the order moved, is closed, or is on a run that left. */
export type OrderEditRefusal =
  'version_conflict' | 'order_not_editable' | 'order_on_run' | 'order_with_parcel';
