import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { LoadingState } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth/use-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUserOrders } from '../api/user-orders';
import { GuestWelcome } from '../components/guest-welcome';
import { OrdersTab } from '../components/orders-tab';
import { ProfileTab } from '../components/profile-tab';
import { SettingsTab } from '../components/settings-tab';
import { countDelivered } from '../lib/order-status';

/**
 * /account-profile (SPEC section 2 "Account profile"): a logged-in customer's profile, order
 * history and settings; a guest gets the welcome with sign-in and register links. Admins have
 * their own profile screen in the back office.
 */
export default function AccountProfilePage() {
  // Every namespace the tabs use, loaded before the page shows: a tab that suspended on its texts
  // would remount the page and drop the chosen tab.
  const { t } = useTranslation(['account', 'validation']);
  const { user, isLoading, isAdmin } = useUser();
  const orders = useUserOrders(Boolean(user) && !isAdmin);
  useDocumentTitle(t('title'));

  if (isLoading) return <LoadingState />;
  if (!user) return <GuestWelcome />;
  if (isAdmin) return <Navigate to="/admin/admin-profile" replace />;

  const delivered = orders.data ? countDelivered(orders.data) : null;
  return (
    <div className="mx-auto max-w-3xl">
      <header className="mb-6 flex items-center gap-4">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white">
          {user.full_name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="truncate text-sm text-muted">{t('greeting', { name: user.full_name })}</p>
        </div>
      </header>
      <div className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
        <Tabs
          tabs={[
            {
              key: 'profile',
              label: t('tabs.profile'),
              content: <ProfileTab user={user} deliveredCount={delivered} />,
            },
            { key: 'orders', label: t('tabs.orders'), content: <OrdersTab query={orders} /> },
            { key: 'settings', label: t('tabs.settings'), content: <SettingsTab /> },
          ]}
        />
      </div>
    </div>
  );
}
