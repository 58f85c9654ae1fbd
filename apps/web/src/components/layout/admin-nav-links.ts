import {
  Ban,
  Bike,
  Truck,
  Wallet,
  PackageSearch,
  HandCoins,
  Building2,
  LayoutDashboard,
  Layers,
  Package,
  PhoneCall,
  Settings,
  ShoppingBag,
  Tags,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface AdminNavItem {
  to: string;
  /** A key of the `common` namespace, or `admin:` + a key of the back office's own one. */
  labelKey: string;
  icon: LucideIcon;
}

/**
 * The seven entries of the back office side menu (SPEC section 2 "Admin screens"), with the calls to
 * make after the orders and the blocked numbers after the customers (issue 14), and the shop
 * settings last (issue 16); deliveries, riders and their cash after the calls (issue 29).
 */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', labelKey: 'admin.nav.dashboard', icon: LayoutDashboard },
  { to: '/admin/orders-dashboard', labelKey: 'admin.nav.orders', icon: ShoppingBag },
  { to: '/admin/confirmations', labelKey: 'admin:nav.confirmations', icon: PhoneCall },
  // The shop's riders, their runs and their cash (issue 29).
  { to: '/admin/deliveries', labelKey: 'admin:nav.deliveries', icon: Truck },
  { to: '/admin/riders', labelKey: 'admin:nav.riders', icon: Bike },
  { to: '/admin/cash', labelKey: 'admin:nav.cash', icon: Wallet },
  // Parcels sent by courier and the couriers' cash (issue 31).
  { to: '/admin/couriers', labelKey: 'admin:nav.couriers', icon: PackageSearch },
  { to: '/admin/courier-cash', labelKey: 'admin:nav.courierCash', icon: HandCoins },
  { to: '/admin/products', labelKey: 'admin.nav.products', icon: Package },
  { to: '/admin/pack-management', labelKey: 'admin.nav.packs', icon: Layers },
  { to: '/admin/categories', labelKey: 'admin.nav.categories', icon: Tags },
  { to: '/admin/companies', labelKey: 'admin.nav.companies', icon: Building2 },
  { to: '/admin/customers', labelKey: 'admin.nav.customers', icon: Users },
  { to: '/admin/blocked-phones', labelKey: 'admin:nav.blockedPhones', icon: Ban },
  { to: '/admin/settings', labelKey: 'admin:nav.settings', icon: Settings },
];
