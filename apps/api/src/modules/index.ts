import type { FastifyInstance } from 'fastify';
import accounts from './accounts/routes';
import blockedPhones from './blocked-phones/routes';
import catalogue from './catalogue/routes';
import categories from './categories/routes';
import companies from './companies/routes';
import couriers from './orders/couriers/routes';
import customers from './customers/routes';
import dashboard from './dashboard/routes';
import deliveries from './orders/deliveries/routes';
import favourites from './favourites/routes';
import health from './health/routes';
import lots from './lots/routes';
import notifications from './notifications/routes';
import offers from './offers/routes';
import orders from './orders/routes';
import packs from './packs/routes';
import products from './products/routes';
import settings from './settings/routes';

/** Every feature module; each is a Fastify plugin registered under /api (see app.ts). */
export const modules = [
  health,
  accounts,
  products,
  lots,
  offers,
  categories,
  companies,
  packs,
  catalogue,
  favourites,
  orders,
  blockedPhones,
  deliveries,
  couriers,
  customers,
  notifications,
  dashboard,
  settings,
];

export default async function apiModules(app: FastifyInstance): Promise<void> {
  for (const module of modules) {
    await app.register(module);
  }
}
