import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { queryState } from '@/components/ui/query-state';
import { useAreaLanguage } from '@/i18n/use-area-language';
import { shopSettingsQueryOptions } from '@/lib/shop-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePrintedOrders } from '../api/get-printed-orders';
import { DeliverySlip } from '../components/delivery-slip';
import { PageSize, SHEET_WIDTH, type PaperSize } from '../components/page-size';
import { PrintToolbar, ToolbarChoice } from '../components/print-toolbar';
import { parseIds } from '../lib/printed-order';

const SIZES = ['A6', 'A5'] as const;

/**
 * /admin/orders/{id}/slip and /admin/orders/slips?ids=3,5,8: delivery slips, one per printed page,
 * A6 by default or A5. Shown without the back office's frame; the toolbar is not printed.
 */
export default function SlipsPage() {
  useAreaLanguage('admin');
  const { t } = useTranslation('admin-print');
  const params = useParams();
  const [search] = useSearchParams();
  const ids = params.id === undefined ? parseIds(search.get('ids')) : parseIds(params.id);
  const [size, setSize] = useState<PaperSize>('A6');
  const orders = usePrintedOrders(ids);
  const settings = useQuery(shopSettingsQueryOptions());
  useDocumentTitle(ids.length === 1 ? t('slip.pageTitle') : t('slip.batchTitle', { count: ids.length }));

  const state =
    ids.length === 0
      ? null
      : queryState([...orders, settings], {
          loadingLabel: t('loading'),
          error: { title: t('errors.loadTitle'), message: t('errors.loadMessage') },
        });
  const ready = ids.length > 0 && !state && settings.data;

  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <PageSize size={size} />
      <PrintToolbar canPrint={Boolean(ready)}>
        <ToolbarChoice
          label={t('toolbar.paper')}
          value={size}
          options={SIZES.map((value) => ({ value, label: value }))}
          onChange={setSize}
        />
      </PrintToolbar>
      <main className="mx-auto flex flex-col items-center gap-6 p-4 print:block print:p-0">
        {ids.length === 0 ? (
          <EmptyState title={t('slip.noneTitle')} description={t('slip.noneMessage')} />
        ) : state ? (
          state
        ) : ready ? (
          orders.map(({ data }) =>
            data ? (
              <div
                key={data.id}
                style={{ width: SHEET_WIDTH[size] }}
                className="max-w-full bg-white p-3 shadow print:max-w-none print:p-0 print:shadow-none print:[break-after:page] print:last:[break-after:auto]"
              >
                <DeliverySlip order={data} shop={settings.data} />
              </div>
            ) : null,
          )
        ) : null}
      </main>
    </div>
  );
}
