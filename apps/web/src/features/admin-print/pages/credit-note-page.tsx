import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { queryState } from '@/components/ui/query-state';
import { useAreaLanguage } from '@/i18n/use-area-language';
import { shopSettingsQueryOptions } from '@/lib/shop-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrderReturnsForPrint } from '../api/get-credit-note';
import { usePrintedOrders } from '../api/get-printed-orders';
import { CreditNoteDocument } from '../components/credit-note-document';
import { PageSize, SHEET_WIDTH } from '../components/page-size';
import { PrintToolbar, ToolbarChoice } from '../components/print-toolbar';
import type { InvoiceLanguage } from '../lib/printed-order';

const LANGUAGES = ['fr', 'ar'] as const satisfies readonly InvoiceLanguage[];

/**
 * /admin/orders/{id}/credit-notes/{returnId}?lang=fr|ar: the credit note of one return of the order
 * (decision 265) on A4, French by default, printable like the invoice.
 */
export default function CreditNotePage() {
  useAreaLanguage('admin');
  const { t } = useTranslation(['order-returns', 'admin-print']);
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const language: InvoiceLanguage = search.get('lang') === 'ar' ? 'ar' : 'fr';
  // Both languages' texts come with the page, so switching never waits.
  useTranslation(['order-returns', 'admin-print'], { lng: language === 'fr' ? 'ar' : 'fr' });
  useTranslation(['order-returns', 'admin-print'], { lng: language });
  const orderId = Number(params.id);
  const returnId = Number(params.returnId);
  const [order] = usePrintedOrders(Number.isInteger(orderId) && orderId > 0 ? [orderId] : []);
  const returns = useOrderReturnsForPrint(orderId);
  const settings = useQuery(shopSettingsQueryOptions());
  const entry = returns.data?.returns.find((candidate) => candidate.id === returnId) ?? null;
  useDocumentTitle(
    entry ? t('creditNote.pageTitle', { number: entry.credit_note_number }) : t('creditNote.title'),
  );

  const state =
    order === undefined
      ? null
      : queryState([order, returns, settings], {
          loadingLabel: t('creditNote.loading'),
          error: { title: t('creditNote.loadTitle'), message: t('creditNote.loadMessage') },
        });

  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <PageSize size="A4" />
      <PrintToolbar canPrint={Boolean(entry && settings.data && order?.data)}>
        <ToolbarChoice
          label={t('admin-print:toolbar.language')}
          value={language}
          options={LANGUAGES.map((value) => ({ value, label: t(`admin-print:toolbar.languages.${value}`) }))}
          onChange={(value) => setSearch({ lang: value }, { replace: true })}
        />
      </PrintToolbar>
      <main className="mx-auto flex flex-col items-center p-4 print:block print:p-0">
        {state ? (
          state
        ) : entry && order?.data && settings.data ? (
          <div
            style={{ width: SHEET_WIDTH.A4 }}
            className="flex min-h-[269mm] max-w-full flex-col bg-white p-6 shadow print:block print:min-h-0 print:max-w-none print:p-0 print:shadow-none"
          >
            <CreditNoteDocument order={order.data} entry={entry} shop={settings.data} language={language} />
          </div>
        ) : (
          <EmptyState
            icon={<FileX aria-hidden="true" className="h-7 w-7" />}
            title={t('creditNote.noneTitle')}
            description={t('creditNote.noneMessage')}
          />
        )}
      </main>
    </div>
  );
}
