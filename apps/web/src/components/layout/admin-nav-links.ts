import {
  Ban,
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
 * settings last (issue 16).
 */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', labelKey: 'admin.nav.dashboard', icon: LayoutDashboard },
  { to: '/admin/orders-dashboard', labelKey: 'admin.nav.orders', icon: ShoppingBag },
  { to: '/admin/confirmations', labelKey: 'admin:nav.confirmations', icon: PhoneCall },
  { to: '/admin/products', labelKey: 'admin.nav.products', icon: Package },
  { to: '/admin/pack-management', labelKey: 'admin.nav.packs', icon: Layers },
  { to: '/admin/categories', labelKey: 'admin.nav.categories', icon: Tags },
  { to: '/admin/companies', labelKey: 'admin.nav.companies', icon: Building2 },
  { to: '/admin/customers', labelKey: 'admin.nav.customers', icon: Users },
  { to: '/admin/blocked-phones', labelKey: 'admin:nav.blockedPhones', icon: Ban },
  { to: '/admin/settings', labelKey: 'admin:nav.settings', icon: Settings },
];
