import { useTranslation } from 'react-i18next';
import { FileText, Printer } from 'lucide-react';
import type { Order } from '@parashop/shared/api-types';
import { buttonClasses } from '@/components/ui/button';

const link = buttonClasses({ variant: 'outline', size: 'sm' });

/**
 * The order's printed documents, each in a tab of its own (the details stay open): its delivery
 * slip, and once it has an invoice number (first delivery) its invoice in French or Arabic.
 */
export function OrderPrintLinks({ order }: { order: Order }) {
  const { t } = useTranslation('admin-print');
  const base = `/admin/orders/${order.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="order-print-links">
      <a href={`${base}/slip`} target="_blank" rel="noopener" className={link}>
        <Printer aria-hidden="true" className="h-4 w-4" />
        {t('actions.printSlip')}
      </a>
      {order.invoice_number ? (
        <>
          <a href={`${base}/invoice?lang=fr`} target="_blank" rel="noopener" className={link}>
            <FileText aria-hidden="true" className="h-4 w-4" />
            {t('actions.invoiceFr')}
          </a>
          <a href={`${base}/invoice?lang=ar`} target="_blank" rel="noopener" className={link}>
            <FileText aria-hidden="true" className="h-4 w-4" />
            {t('actions.invoiceAr')}
          </a>
          <span className="text-xs text-muted">
            {t('actions.invoiceNumber')} <bdi dir="ltr">{order.invoice_number}</bdi>
          </span>
        </>
      ) : (
        <span className="text-xs text-muted">{t('actions.noInvoiceYet')}</span>
      )}
    </div>
  );
}
