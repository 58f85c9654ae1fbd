import type { ReactNode } from 'react';
import type { Order, ShopSettings } from '@parashop/shared/api-types';
import type { InvoiceLanguage } from '../lib/printed-order';

/** One fact under a printed document's title: a reference (number, invoice, order) or a date. */
export type DocumentFact = {
  label: string;
  value: string;
  /** A reference: monospace, left to right even in Arabic. */
  reference?: boolean;
  strong?: boolean;
  testId?: string;
};

/**
 * The head of a printed document (the invoice, a credit note): the shop as seller on one side, the
 * document's title and facts on the other, then the customer the order was delivered to. The caller
 * gives the words, in the document's language, from its own namespace.
 */
export function DocumentParties({
  order,
  shop,
  language,
  title,
  facts,
  labels,
}: {
  order: Pick<Order, 'name' | 'phone_number' | 'address' | 'city'>;
  shop: ShopSettings;
  language: InvoiceLanguage;
  title: string;
  facts: DocumentFact[];
  labels: { phone: string; customer: string };
}) {
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b-2 border-black pb-4">
        <div className="min-w-0">
          <p className="text-xl font-bold [overflow-wrap:anywhere]">
            <bdi>{shop.shop_name}</bdi>
          </p>
          {shop.address ? (
            <p className="[overflow-wrap:anywhere]">
              <bdi>{shop.address}</bdi>
            </p>
          ) : null}
          {shop.city ? (
            <p className="[overflow-wrap:anywhere]">
              <bdi>{shop.city}</bdi>
            </p>
          ) : null}
          {shop.phone ? (
            <p>
              {labels.phone} <bdi dir="ltr">{shop.phone}</bdi>
            </p>
          ) : null}
          {shop.email ? (
            <p className="[overflow-wrap:anywhere]">
              <bdi dir="ltr">{shop.email}</bdi>
            </p>
          ) : null}
        </div>
        <div className="shrink-0 text-end">
          <h1 className="text-2xl font-black uppercase tracking-wide">{title}</h1>
          <dl className="mt-1 grid grid-cols-[auto_auto] justify-end gap-x-3">
            {facts.map((fact) => (
              <FactRow key={fact.label} fact={fact} />
            ))}
          </dl>
        </div>
      </header>
      <section aria-label={labels.customer} className="max-w-md rounded border border-black p-3">
        <h2 className="text-[11px] font-semibold uppercase">{labels.customer}</h2>
        <p className="font-bold [overflow-wrap:anywhere]">
          <bdi>{order.name}</bdi>
        </p>
        <p>
          {labels.phone} <bdi dir="ltr">{order.phone_number}</bdi>
        </p>
        <p className="[overflow-wrap:anywhere]">
          <bdi>{order.address}</bdi>
          {language === 'ar' ? '، ' : ', '}
          <bdi>{order.city}</bdi>
        </p>
      </section>
    </>
  );
}

function FactRow({ fact }: { fact: DocumentFact }) {
  const className = [fact.reference ? 'font-mono rtl:text-end' : '', fact.strong ? 'font-bold' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <dt>{fact.label}</dt>
      <dd
        dir={fact.reference ? 'ltr' : undefined}
        className={className || undefined}
        data-testid={fact.testId}
      >
        {fact.value}
      </dd>
    </>
  );
}

/** The legal identifiers printed at the foot of a document, in the order the law lists them. */
export const LEGAL_IDS = ['ice', 'if', 'rc', 'patente'] as const;

/**
 * A printed document's foot: the shop's name and address, its legal identifiers (only those set in
 * the settings) with their labels, and any line of the document's own after them.
 */
export function LegalFooter({
  shop,
  legalLabel,
  children,
}: {
  shop: ShopSettings;
  legalLabel: (id: (typeof LEGAL_IDS)[number]) => string;
  children?: ReactNode;
}) {
  const values: Record<(typeof LEGAL_IDS)[number], string> = {
    ice: shop.ice,
    if: shop.if_number,
    rc: shop.rc,
    patente: shop.patente,
  };
  const legal = LEGAL_IDS.filter((id) => values[id] !== '');
  return (
    <footer className="mt-auto border-t border-black pt-2 text-center text-[10px] text-slate-800">
      <p className="[overflow-wrap:anywhere]">
        <bdi>{shop.shop_name}</bdi>
        {shop.address || shop.city ? (
          <>
            {' · '}
            <bdi>{[shop.address, shop.city].filter(Boolean).join(', ')}</bdi>
          </>
        ) : null}
      </p>
      {legal.length > 0 ? (
        <p>
          {legal.map((id, index) => (
            <span key={id}>
              {index > 0 ? ' · ' : null}
              {legalLabel(id)} <bdi dir="ltr">{values[id]}</bdi>
            </span>
          ))}
        </p>
      ) : null}
      {children}
    </footer>
  );
}
