// The whole back office behind one dynamic import: this module and everything only it imports
// become the single 'admin-pages' chunk, which the storefront never loads (see admin-routes.tsx).
export { default as AdminLayout } from './layouts/admin-layout';
export { default as DashboardPage } from '@/features/admin-dashboard/pages/dashboard-page';
export { default as OrdersPage } from '@/features/admin-orders/pages/orders-page';
export { default as ConfirmationsPage } from '@/features/admin-confirmations/pages/confirmations-page';
export { default as ProductsPage } from '@/features/admin-products/pages/products-page';
export { default as PacksPage } from '@/features/admin-packs/pages/packs-page';
export { default as CategoriesPage } from '@/features/admin-categories/pages/categories-page';
export { default as CompaniesPage } from '@/features/admin-companies/pages/companies-page';
export { default as CustomersPage } from '@/features/admin-customers/pages/customers-page';
export { default as BlockedPhonesPage } from '@/features/admin-blocked-phones/pages/blocked-phones-page';
export { default as NotificationsPage } from '@/features/admin-notifications/pages/notifications-page';
export { default as AdminProfilePage } from '@/features/admin-profile/pages/admin-profile-page';
export { default as SettingsPage } from '@/features/admin-settings/pages/settings-page';
export { default as SlipsPage } from '@/features/admin-print/pages/slips-page';
export { default as InvoicePage } from '@/features/admin-print/pages/invoice-page';
export { default as CreditNotePage } from '@/features/admin-print/pages/credit-note-page';
export { default as DeliveriesPage } from '@/features/admin-deliveries/pages/deliveries-page';
export { default as RidersPage } from '@/features/admin-deliveries/pages/riders-page';
export { default as CashPage } from '@/features/admin-deliveries/pages/cash-page';
export { default as CouriersPage } from '@/features/admin-couriers/pages/couriers-page';
export { default as CourierCashPage } from '@/features/admin-couriers/pages/courier-cash-page';
export { default as RunSheetPage } from '@/features/admin-print/pages/run-sheet-page';
