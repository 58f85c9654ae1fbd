import { useTranslation } from 'react-i18next';
import { Printer, X } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import type { OrderSelection } from '../hooks/use-order-selection';

/** Shown while orders are ticked: print their slips as one batch (a new tab), or clear the ticks. */
export function PrintSelectionBar({ selection }: { selection: OrderSelection }) {
  const { t } = useTranslation('admin-print');
  const count = selection.selected.size;
  if (count === 0) return null;
  const ids = [...selection.selected].join(',');
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 rounded-card border border-brand-200 bg-brand-50 px-3 py-2">
      <a
        href={`/admin/orders/slips?ids=${ids}`}
        target="_blank"
        rel="noopener"
        className={buttonClasses({ size: 'sm' })}
      >
        <Printer aria-hidden="true" className="h-4 w-4" />
        {t('actions.printSelected', { count })}
      </a>
      <Button variant="ghost" size="sm" onClick={selection.clear}>
        <X aria-hidden="true" className="h-4 w-4" />
        {t('actions.clearSelection')}
      </Button>
    </div>
  );
}
