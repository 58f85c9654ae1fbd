import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type * as AdminPages from './admin-pages';
import { AdminErrorFallback } from './routes/error-fallback';
import NotFoundPage from './routes/not-found-page';
import { RouteErrorBoundary } from './routes/route-error-boundary';

type AdminModule = typeof AdminPages;

// One dynamic import for the whole back office (one chunk), requested only once AdminGuard has let
// an admin through; each screen is still its own lazy component.
const loadAdmin = () => import('./admin-pages');
const lazyAdmin = (name: keyof AdminModule) => lazy(async () => ({ default: (await loadAdmin())[name] }));

const AdminLayout = lazyAdmin('AdminLayout');
const DashboardPage = lazyAdmin('DashboardPage');
const OrdersPage = lazyAdmin('OrdersPage');
const ConfirmationsPage = lazyAdmin('ConfirmationsPage');
const ProductsPage = lazyAdmin('ProductsPage');
const PacksPage = lazyAdmin('PacksPage');
const CategoriesPage = lazyAdmin('CategoriesPage');
const CompaniesPage = lazyAdmin('CompaniesPage');
const CustomersPage = lazyAdmin('CustomersPage');
const BlockedPhonesPage = lazyAdmin('BlockedPhonesPage');
const NotificationsPage = lazyAdmin('NotificationsPage');
const AdminProfilePage = lazyAdmin('AdminProfilePage');
const SettingsPage = lazyAdmin('SettingsPage');
const DeliveriesPage = lazyAdmin('DeliveriesPage');
const RidersPage = lazyAdmin('RidersPage');
const CashPage = lazyAdmin('CashPage');
const CouriersPage = lazyAdmin('CouriersPage');
const CourierCashPage = lazyAdmin('CourierCashPage');
const SlipsPage = lazyAdmin('SlipsPage');
const RunSheetPage = lazyAdmin('RunSheetPage');
const InvoicePage = lazyAdmin('InvoicePage');
const CreditNotePage = lazyAdmin('CreditNotePage');

/** The children of /admin (relative paths), rendered behind AdminGuard. */
export const adminRoutes: RouteObject[] = [
  // Printed documents: a page of their own, without the back office's menu and header.
  {
    element: <RouteErrorBoundary fallback={AdminErrorFallback} />,
    children: [
      { path: 'orders/slips', element: <SlipsPage /> },
      { path: 'orders/:id/slip', element: <SlipsPage /> },
      { path: 'orders/:id/invoice', element: <InvoicePage /> },
      { path: 'orders/:id/credit-notes/:returnId', element: <CreditNotePage /> },
      { path: 'deliveries/runs/:id/sheet', element: <RunSheetPage /> },
    ],
  },
  {
    element: <AdminLayout />,
    children: [
      {
        // Inside the layout, so a crashing admin screen keeps the menu and header.
        element: <RouteErrorBoundary fallback={AdminErrorFallback} />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'orders-dashboard', element: <OrdersPage /> },
          { path: 'confirmations', element: <ConfirmationsPage /> },
          { path: 'deliveries', element: <DeliveriesPage /> },
          { path: 'riders', element: <RidersPage /> },
          { path: 'cash', element: <CashPage /> },
          { path: 'couriers', element: <CouriersPage /> },
          { path: 'courier-cash', element: <CourierCashPage /> },
          { path: 'products', element: <ProductsPage /> },
          { path: 'pack-management', element: <PacksPage /> },
          { path: 'categories', element: <CategoriesPage /> },
          { path: 'companies', element: <CompaniesPage /> },
          { path: 'customers', element: <CustomersPage /> },
          { path: 'blocked-phones', element: <BlockedPhonesPage /> },
          { path: 'notifications', element: <NotificationsPage /> },
          { path: 'admin-profile', element: <AdminProfilePage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
