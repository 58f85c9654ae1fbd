import { useTranslation } from 'react-i18next';
import { stockStatus, type StockStatus } from '@parashop/shared/pricing';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<StockStatus, BadgeTone> = {
  out_of_stock: 'danger',
  low_stock: 'warning',
  in_stock: 'success',
};

/** Out Of Stock (0), Low Stock (1 to 5), In Stock (above 5). */
export function StockStatusBadge({ stock }: { stock: number }) {
  const { t } = useTranslation('admin-products');
  const status = stockStatus(stock);
  return (
    <Badge tone={TONES[status]} className="whitespace-nowrap">
      {t(`stockStatus.${status}`)}
    </Badge>
  );
}
