import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

/** The courier's label of an order's parcel, as a PDF. */
export function courierLabelUrl(orderId: number): string {
  return `/api/orders/${orderId}/courier-parcel/label`;
}

/**
 * Opens the parcel's label in a new tab, to print (the couriers screen and an order's courier panel);
 * its text is "Print label" unless given.
 */
export function PrintLabelLink({ orderId, children }: { orderId: number; children?: ReactNode }) {
  const { t } = useTranslation('admin-couriers');
  return (
    <a
      href={courierLabelUrl(orderId)}
      target="_blank"
      rel="noopener"
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
    >
      <Printer aria-hidden="true" className="h-4 w-4" />
      {children ?? t('actions.printLabel')}
    </a>
  );
}
