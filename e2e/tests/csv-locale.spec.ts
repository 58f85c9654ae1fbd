// CSV exports in the staff member's language (issue 25 item 6, issue 26 item 8; decision 206): the French
// back office downloads a file with French headers and statuses, `;` between cells and decimal commas;
// read as a French-locale spreadsheet reads it (split on `;`, decimal comma), the amounts are numbers and
// the total is the order's.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiSend, expect, newApiContext, test } from '../fixtures';
import { uniquePhone } from '../fixtures/phone';

type Product = { id: number; price: number; offer_price: number | null; stock: number; sale_mode?: string };

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('banner').locator(`button[lang="${language}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A French spreadsheet's reading of one cell: a decimal comma number becomes a number, text stays text. */
const frenchNumber = (cell: string) =>
  /^-?\d+(,\d+)?$/.test(cell) ? Number(cell.replace(',', '.')) : Number.NaN;

test('the French CSV splits on semicolons and its amounts read as numbers with a decimal comma', async ({
  adminPage: page,
}) => {
  const name = `Export CSV ${uniquePhone().slice(-6)}`;
  const api = await newApiContext();
  const products = (await (await api.get('/api/products')).json()) as Product[];
  const product = products.find((item) => item.stock > 5 && item.sale_mode !== 'in_store_only')!;
  const price = product.offer_price ?? product.price;
  const created = await apiSend(api, 'POST', '/api/orders', {
    name,
    phone_number: '+212 6 ' + uniquePhone().slice(2),
    city: 'Dakhla',
    address: 'Rue 7; Hay Salam',
    delivery_area_id: 1,
    items: [{ target_name: 'product', target_id: product.id, quantity: 1, price }],
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as { order_number: string; subtotal: number; total_order: number };
  await api.dispose();

  await page.goto('/admin/orders-dashboard');
  await chooseLanguage(page, 'fr');
  await page.getByRole('searchbox', { name: 'Rechercher des commandes' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: order.order_number })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en CSV' }).click();
  const file = await download;
  const text = (await readFile((await file.path()) ?? '')).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe(
    'N° de commande;Date;Client;Téléphone;Ville;Adresse;Articles;Sous-total;Frais de livraison;Total;Statut;Confirmation',
  );
  expect(lines).toHaveLength(2);
  // The address holds the separator: it is quoted, so a plain split must respect the quotes.
  const cells = lines[1]!.match(/("([^"]|"")*"|[^;]*)(;|$)/g)!.map((cell) => cell.replace(/;$/, ''));
  expect(cells[0]).toBe(order.order_number);
  expect(cells[5]).toBe('"Rue 7; Hay Salam"');
  expect(frenchNumber(cells[7]!)).toBe(order.subtotal);
  expect(frenchNumber(cells[9]!)).toBe(order.total_order);
  expect(cells[10]).toBe('En attente');
  expect(cells[11]).toBe('À confirmer');
});
