import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { Order } from '@parashop/shared/api-types';
import { Button, type ButtonProps } from '@/components/ui/button';
import { OrderEditDialog } from './order-edit-dialog';

/** "Change the order" and its dialog, for a pending order (decision 260); nothing for any other. */
export function EditOrderButton({
  order,
  className,
  size = 'sm',
}: {
  order: Order;
  className?: string;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation('admin-order-edits');
  const [open, setOpen] = useState(false);
  if (order.status !== 'pending') return null;
  return (
    <>
      <Button
        variant="outline"
        size={size}
        className={className}
        icon={<Pencil aria-hidden="true" className="h-4 w-4" />}
        aria-label={t('open', { number: order.order_number })}
        data-testid="edit-order-button"
        onClick={() => setOpen(true)}
      >
        {t('openShort')}
      </Button>
      <OrderEditDialog order={order} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
