/**
 * Response shapes of the API (DESIGN.md section 4). Prices are MAD numbers with two decimals;
 * dates are ISO 8601 texts, offer dates 'YYYY-MM-DD'. Fields may be added, never removed.
 */
import type {
  ConfirmationStatus,
  ContactOutcome,
  NotificationType,
  OrderStatus,
  RoleId,
  TargetName,
} from './constants';
import type { AgeGroup, Concern, SaleMode, SkinType } from './product-attributes';

export type { ConfirmationStatus, ContactOutcome, NotificationType, OrderStatus, TargetName };

/** Every error body: 422 carries `errors`, the first message per field being the one shown. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

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

export interface Product {
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
  /** The regular price. */
  price: number;
  original_price: number;
  /** The offer's price when the product has an offer (active or not: check `offer` dates). */
  offer_price: number | null;
  offer: ProductOffer | null;
  stock: number;
  image: string | null;
  category_id: number;
  company_id: number;
  category: CategoryRef;
  company: CompanyRef;
  number_click: number;
  created_at: string;
  /** The expiry date (YYYY-MM-DD) of the lot that would ship next; null without sellable lots. */
  next_expiry: string | null;
  /** Attributes and sale mode (issue 15, product-attributes.ts). */
  skin_types: SkinType[];
  concerns: Concern[];
  age_group: AgeGroup | null;
  pregnancy_safe: boolean;
  sale_mode: SaleMode;
}

/** A lot of a product: units received together with one expiry date (GET /products/{id}/lots). */
export interface ProductLot {
  id: number;
  lot_number: string;
  /** YYYY-MM-DD; the lot still sells on that day in the shop's time zone. */
  expiry_date: string;
  quantity: number;
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

export interface Pack {
  id: number;
  name: string;
  description: string;
  name_fr?: string | null;
  name_ar?: string | null;
  description_fr?: string | null;
  description_ar?: string | null;
  price: number;
  /** Sum of its products' prices. */
  original_price: number;
  offer_price: number | null;
  /** Smallest stock among its products. */
  stock: number;
  images: string[];
  number_click: number;
  products: PackProduct[];
  product_ids: number[];
  created_at: string;
  updated_at: string;
  /** `in_store_only` when one of its products is: the pack is then not sold online either. */
  sale_mode: SaleMode;
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
  name: string;
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
  /** YYYY-NNNNNN, given when the order is first delivered and kept whatever happens next; null until then. */
  invoice_number: string | null;
  /** When the invoice number was given (ISO): the invoice's date; null until then. */
  invoiced_at: string | null;
  /**
   * POST /orders only: the order was accepted over the stock guard's limits and takes its units when
   * staff confirm it by phone (decision 200); `message` says so in the order's language.
   */
  stock_deferred?: boolean;
  message?: string;
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
}

export interface SalesPerProduct {
  target_id: number;
  target_name: TargetName;
  name: string;
  image: string | null;
  price: number;
  total_quantity_sold: number;
  total_revenue: number;
}

export interface SalesPerCategory {
  category_id: number;
  category_name: string;
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
