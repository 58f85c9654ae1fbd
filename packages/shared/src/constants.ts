/**
 * Business constants of the specification (SPEC.md section 9 and the screens that quote them).
 * Money is in integer centimes (1 MAD = 100 centimes) wherever it is computed.
 */

// ---------------------------------------------------------------- roles and languages

export const ROLE_ADMIN = 1;
export const ROLE_CUSTOMER = 2;
/** The shop's own delivery riders (docs/decisions/240-riders-runs-and-cash.md): they see only their runs. */
export const ROLE_RIDER = 3;
export type RoleId = typeof ROLE_ADMIN | typeof ROLE_CUSTOMER | typeof ROLE_RIDER;

export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Whether `value` is one of the shop's languages: the one language check of the API and the web app. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
/** The storefront speaks English by default. */
export const DEFAULT_LANGUAGE: Language = 'en';
/** The persisted client state starts with 'fr' (SPEC section 3, "Client state"). */
export const DEFAULT_PERSISTED_LANGUAGE: Language = 'fr';
/**
 * The cookie that carries the shopper's chosen language (en, fr or ar) to the server, so a page
 * rendered there (decision 192) is in that language from its first paint when the address names none.
 */
export const LANGUAGE_COOKIE = 'parashop_lang';
/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
export const DEFAULT_ADMIN_VIEW = 'dashboard';

// ---------------------------------------------------------------- money and delivery

export const CURRENCY = 'MAD';
/** 500 MAD: at or above this subtotal delivery is free. */
export const FREE_DELIVERY_THRESHOLD = 50_000;

export interface DeliveryArea {
  id: number;
  name: string;
  /** Fee in centimes. */
  fee: number;
}

export const DELIVERY_AREAS = [
  { id: 1, name: 'Dakhla', fee: 1000 },
  { id: 2, name: 'Southern_Region', fee: 2500 },
  { id: 3, name: 'Upper_Agadir', fee: 3500 },
] as const satisfies readonly DeliveryArea[];

export type DeliveryAreaId = (typeof DELIVERY_AREAS)[number]['id'];
export const DELIVERY_AREA_IDS: readonly number[] = DELIVERY_AREAS.map((area) => area.id);

export function deliveryAreaById(id: number | null | undefined): DeliveryArea | undefined {
  if (id === null || id === undefined) return undefined;
  return DELIVERY_AREAS.find((area) => area.id === id);
}

// ---------------------------------------------------------------- stock and catalogue

/** Stock 1..LOW_STOCK_MAX is "Low Stock"; 0 is "Out Of Stock". */
export const LOW_STOCK_MAX = 5;
export const STOCK_MIN = 0;
export const STOCK_MAX = 10_000;
/** Receiving a lot (docs/decisions/130-product-lots.md): 1..10000 units, a lot number of 1..50 characters. */
export const LOT_QUANTITY_MIN = 1;
export const LOT_QUANTITY_MAX = 10_000;
export const LOT_NUMBER_MAX = 50;
/** Lots expiring within this many days count as "expiring soon" (EXPIRY_ALERT_DAYS overrides it on the server). */
export const DEFAULT_EXPIRY_ALERT_DAYS = 90;

export const NAME_MIN = 2;
export const NAME_MAX = 100;
/** Company names: "at least 2 and under 100 characters". */
export const COMPANY_NAME_MAX = 99;
export const DESCRIPTION_MAX = 500;
/** Prices in MAD (form values); a product price must be above 0. */
export const PRICE_MAX = 10_000;
export const PACK_PRICE_MIN = 0.01;
/** Orders: quantity per line. */
export const ORDER_QUANTITY_MAX = 10_000;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_FORMATS = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
/** Value for an `<input type="file" accept>`. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif';

export const PRODUCT_CATEGORY_LABELS = [
  'skincare',
  'hair care',
  'supplements',
  'baby and maternity',
  'personal hygiene',
  'herbal remedies',
  'cosmetics',
  'medical devices',
] as const;
export type ProductCategoryLabel = (typeof PRODUCT_CATEGORY_LABELS)[number];

// ---------------------------------------------------------------- accounts

export const PASSWORD_MIN = 6;
/** The reset-password and change-password pages ask for more. */
export const RESET_PASSWORD_MIN = 8;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
/** Codes (registration and reset) and reset grants expire after this many minutes. */
export const CODE_TTL_MINUTES = 15;
/** A code dies after this many wrong tries. */
export const CODE_MAX_ATTEMPTS = 5;
/** Moroccan mobile: 0, then 5, 6 or 7, then 8 digits. */
export const PHONE_PATTERN = /^0[5-7]\d{8}$/;
/** Registration and forgot-password accept Gmail addresses only. */
export const GMAIL_PATTERN = /^[a-z0-9._%+-]+@gmail\.com$/i;

// ---------------------------------------------------------------- orders and notifications

export const ORDER_STATUSES = ['pending', 'delivered', 'returned', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Statuses whose stock is back on the shelf. */
export const STOCK_RELEASED_STATUSES: readonly OrderStatus[] = ['cancelled', 'returned'];

/**
 * Confirmation by phone, a second dimension beside the status (docs/decisions/090-order-confirmation.md).
 * New orders are `unconfirmed`; staff record calls; the last five cancel the order.
 */
export const CONFIRMATION_STATUSES = [
  'unconfirmed',
  'confirmed',
  'no_answer',
  'call_back',
  'unreachable',
  'wrong_number',
  'refused',
  'duplicate',
  'fake',
] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];
/** Still waiting for a decision: these orders are in the queue and may time out. */
export const OPEN_CONFIRMATION_STATUSES: readonly ConfirmationStatus[] = [
  'unconfirmed',
  'no_answer',
  'call_back',
];

/** What staff record of one call (POST /orders/{id}/contacts). */
export const CONTACT_OUTCOMES = [
  'confirmed',
  'no_answer',
  'call_back',
  'wrong_number',
  'refused',
  'duplicate',
  'fake',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
/** Outcomes that end the order: it is cancelled and its stock goes back. */
export const CANCELLING_OUTCOMES: readonly ContactOutcome[] = [
  'wrong_number',
  'refused',
  'duplicate',
  'fake',
];
/** The history entry the server writes when it cancels an order nobody confirmed in time. */
export const TIMEOUT_CONTACT_OUTCOME = 'timeout';
export const CONTACT_NOTE_MAX = 500;
export const BLOCK_REASON_MAX = 255;

/** Defaults of the COD guard (each has an environment variable, see README). */
export const DEFAULT_ORDER_MAX_UNITS_PER_LINE = 10;
export const DEFAULT_ORDER_MAX_OPEN_PER_PHONE = 3;
export const DEFAULT_ORDER_MAX_CALL_ATTEMPTS = 3;
export const DEFAULT_ORDER_CONFIRMATION_TIMEOUT_HOURS = 48;
/** An order with the same lines from the same phone within this window is flagged possible_duplicate. */
export const DUPLICATE_WINDOW_HOURS = 24;

// ---------------------------------------------------------------- deliveries (riders, runs, cash)

/**
 * Delivery runs of the shop's riders (docs/decisions/240-riders-runs-and-cash.md). A run is built by
 * staff (`draft`), handed to its rider (`handed_over`), started on the rider's phone (`started`) and
 * `finished` once no stop is left open.
 */
export const RUN_STATUSES = ['draft', 'handed_over', 'started', 'finished'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
/** Runs whose orders are taken: an order is on at most one of them (a stop still assigned or out). */
export const OPEN_RUN_STATUSES: readonly RunStatus[] = ['draft', 'handed_over', 'started'];

/** A stop of a run: `assigned` until the rider starts the run, `out` then, and one of the outcomes. */
export const STOP_STATES = ['assigned', 'out', 'delivered', 'failed', 'postponed'] as const;
export type StopState = (typeof STOP_STATES)[number];
/** What the rider reports of a stop (POST /rider/stops/{id}/outcome). */
export const STOP_OUTCOMES = ['delivered', 'failed', 'postponed'] as const;
export type StopOutcome = (typeof STOP_OUTCOMES)[number];

export const FAILURE_REASONS = [
  'no_answer',
  'refused_at_door',
  'wrong_address',
  'customer_absent',
  'other',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The third failed delivery attempt of an order flags it for staff (`needs_staff`). */
export const MAX_FAILED_ATTEMPTS = 3;
/** Wrong delivery codes a stop takes before it locks until staff unlock it. */
export const DELIVERY_CODE_MAX_TRIES = 5;
/** The delivery code: 4 digits. */
export const DELIVERY_CODE_PATTERN = /^\d{4}$/;
/** At most this many stops on one run. */
export const RUN_MAX_STOPS = 40;
/** Only Dakhla orders go out with the shop's riders; the others go by courier. */
export const RIDER_DELIVERY_AREA_ID = 1;
/** Lengths of the riders' and cash texts. */
export const AMOUNT_REASON_MAX = 200;
export const STOP_NOTE_MAX = 300;
export const CASH_NOTE_MAX = 500;
/** Largest amount a rider or staff can type (centimes): 1,000,000 MAD. */
export const CASH_AMOUNT_MAX = 100_000_000;

export const NOTIFICATION_TYPES = [
  'out_of_stock',
  'new_order',
  'low_stock',
  'general',
  'expiring_soon',
  'expired',
  'delivery_outcome',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const TARGET_NAMES = ['product', 'pack'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

export const SALES_PERIODS = ['all', 'today', 'month', 'year'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

/** Time filters shown in the admin (SPEC section 9 "Time filters"). */
export const TIME_FILTERS = ['all', 'today', 'week', 'month', 'year'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

export const WEEK_STARTS = ['sunday', 'monday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
/** The orders page's week starts on Sunday, the customers page's on Monday. */
export const ORDERS_WEEK_START: WeekStart = 'sunday';
export const CUSTOMERS_WEEK_START: WeekStart = 'monday';

export const DEFAULT_SHOP_TIMEZONE = 'Africa/Casablanca';

// ---------------------------------------------------------------- paging and lists

export const PAGE_SIZES = {
  products: 10,
  categories: 15,
  blockedPhones: 15,
  packs: 10,
  packProductPicker: 12,
  customers: 10,
  orders: 10,
  catalogue: 8,
  galleryThumbnails: 4,
  pageButtons: 5,
} as const;
export const ORDER_PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_ORDER_PAGE_SIZE = PAGE_SIZES.orders;

export const TOP_SELLING_COUNT = 5;
export const HERO_MAX_OFFERS = 8;
export const HERO_POPULAR_PRODUCTS = 4;
export const HERO_POPULAR_PACKS = 4;

export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 1000;

export const CATALOGUE_TYPES = ['all', 'packs', 'offers'] as const;
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];
export const CATALOGUE_SORTS = ['featured', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

// ---------------------------------------------------------------- timings (milliseconds)

export const CAROUSEL_INTERVAL_MS = 5000;
export const PACK_IMAGE_ROTATION_MS = 5000;
export const PACK_IMAGE_FADE_MS = 1000;
export const NOTIFICATION_POLL_MS = 10_000;
export const DASHBOARD_STALE_MS = 5 * 60 * 1000;
export const USER_STALE_MS = 5 * 60 * 1000;
export const USER_QUERY_RETRIES = 1;
export const USER_ORDERS_QUERY_RETRIES = 2;

export const ORDER_SUCCESS_TOAST_MS = 5000;
export const LOGIN_PROMPT_TOAST_MS = 3000;
export const PROFILE_PASSWORD_SUCCESS_MS = 3000;
export const TOAST_DURATIONS = {
  orderSuccess: ORDER_SUCCESS_TOAST_MS,
  loginPrompt: LOGIN_PROMPT_TOAST_MS,
  profilePasswordSuccess: PROFILE_PASSWORD_SUCCESS_MS,
} as const;

export const REDIRECT_AFTER_REGISTRATION_MS = 800;
export const REDIRECT_AFTER_RESET_MS = 3000;
export const REDIRECT_DELAYS = {
  afterRegistration: REDIRECT_AFTER_REGISTRATION_MS,
  afterReset: REDIRECT_AFTER_RESET_MS,
} as const;

export const SIMULATED_EMAIL_DELAY_MS = 1500;

// ---------------------------------------------------------------- layout

/** At or below this width cart toasts are hidden (top-left); wider, bottom-left. */
export const TOAST_BREAKPOINT_PX = 576;
/** Mobile breakpoint of the verify-code page. */
export const VERIFY_PAGE_BREAKPOINT_PX = 640;
export const BREAKPOINTS = { toasts: TOAST_BREAKPOINT_PX, verifyPage: VERIFY_PAGE_BREAKPOINT_PX } as const;

// ---------------------------------------------------------------- browser storage

export const STORAGE_KEYS = {
  cartItems: 'cartItems',
  cartAmount: 'cartAmount',
  favoritesCount: 'favoritesCount',
  reduxState: 'reduxState',
  islogged: 'islogged',
} as const;

// ---------------------------------------------------------------- shop details

export const SHOP_OPENING_HOURS = { open: '10:00', close: '23:00' } as const;
