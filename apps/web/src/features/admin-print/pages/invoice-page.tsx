import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { queryState } from '@/components/ui/query-state';
import { useAreaLanguage } from '@/i18n/use-area-language';
import { shopSettingsQueryOptions } from '@/lib/shop-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePrintedOrders } from '../api/get-printed-orders';
import { InvoiceDocument } from '../components/invoice-document';
import { PageSize, SHEET_WIDTH } from '../components/page-size';
import { PrintToolbar, ToolbarChoice } from '../components/print-toolbar';
import { parseIds, type InvoiceLanguage } from '../lib/printed-order';

const LANGUAGES = ['fr', 'ar'] as const satisfies readonly InvoiceLanguage[];

function invoiceLanguage(value: string | null): InvoiceLanguage {
  return value === 'ar' ? 'ar' : 'fr';
}

/**
 * /admin/orders/{id}/invoice?lang=fr|ar: the order's invoice on A4, French by default. An order that
 * was never delivered has no invoice number, so no invoice: the page says so.
 */
export default function InvoicePage() {
  useAreaLanguage('admin');
  const { t } = useTranslation('admin-print');
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const language = invoiceLanguage(search.get('lang'));
  // Both languages' texts come with the page, so switching never waits.
  useTranslation('admin-print', { lng: language === 'fr' ? 'ar' : 'fr' });
  const ids = parseIds(params.id ?? null);
  const orders = usePrintedOrders(ids);
  const settings = useQuery(shopSettingsQueryOptions());
  const order = orders[0]?.data;
  useDocumentTitle(
    order?.invoice_number ? t('invoice.pageTitle', { number: order.invoice_number }) : t('invoice.title'),
  );

  const state =
    ids.length === 0
      ? null
      : queryState([...orders, settings], {
          loadingLabel: t('loading'),
          error: { title: t('errors.loadTitle'), message: t('errors.loadMessage') },
        });
  const invoiced =
    order && order.invoice_number !== null ? { ...order, invoice_number: order.invoice_number } : null;

  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <PageSize size="A4" />
      <PrintToolbar canPrint={Boolean(invoiced && settings.data)}>
        <ToolbarChoice
          label={t('toolbar.language')}
          value={language}
          options={LANGUAGES.map((value) => ({ value, label: t(`toolbar.languages.${value}`) }))}
          onChange={(value) => setSearch({ lang: value }, { replace: true })}
        />
      </PrintToolbar>
      <main className="mx-auto flex flex-col items-center p-4 print:block print:p-0">
        {state ? (
          state
        ) : invoiced && settings.data ? (
          <div
            style={{ width: SHEET_WIDTH.A4 }}
            className="flex min-h-[269mm] max-w-full flex-col bg-white p-6 shadow print:block print:min-h-0 print:max-w-none print:p-0 print:shadow-none"
          >
            <InvoiceDocument order={invoiced} shop={settings.data} language={language} />
          </div>
        ) : (
          <EmptyState
            icon={<FileX aria-hidden="true" className="h-7 w-7" />}
            title={t('invoice.noneTitle')}
            description={t('invoice.noneMessage')}
          />
        )}
      </main>
    </div>
  );
}
