import { Heart, Home, LayoutDashboard, ShoppingCart, User } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface NavLinkItem {
  to: string;
  labelKey: string;
  icon: LucideIcon;
}

/** Home, cart, favourites, then dashboard for the admin or profile for everyone else (SPEC section 2). */
export function storefrontLinks(isAdmin: boolean): NavLinkItem[] {
  return [
    { to: '/', labelKey: 'nav.home', icon: Home },
    { to: '/shopping-cart', labelKey: 'nav.cart', icon: ShoppingCart },
    { to: '/favorites', labelKey: 'nav.favorites', icon: Heart },
    isAdmin
      ? { to: '/admin/dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboard }
      : { to: '/account-profile', labelKey: 'nav.profile', icon: User },
  ];
}
