import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { useNumberFormat } from '@/components/ui/number-format';
import { cn } from '@/lib/cn';
import { moveItem } from '../lib/stop-order';

export interface EditableStop {
  id: number;
  order_number: string;
  customer_name: string;
  address: string;
  city: string;
  total: number;
}

/**
 * The stops of a run being built, in the order the rider visits them: drag a row, or move it one
 * step with its arrows (keyboard and touch), or take it off.
 */
export function StopListEditor<T extends EditableStop>({
  stops,
  onChange,
  label,
}: {
  stops: readonly T[];
  onChange: (stops: T[]) => void;
  label: string;
}) {
  const { t } = useTranslation('admin-deliveries');
  const { money } = useNumberFormat();
  const [dragged, setDragged] = useState<number | null>(null);

  return (
    <ol aria-label={label} className="flex flex-col gap-2">
      {stops.map((stop, index) => (
        <li
          key={stop.id}
          draggable
          onDragStart={(event) => {
            setDragged(index);
            event.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged !== null) onChange(moveItem(stops, dragged, index));
            setDragged(null);
          }}
          onDragEnd={() => setDragged(null)}
          className={cn(
            'flex items-center gap-2 rounded-lg border border-line bg-surface p-2 text-sm',
            dragged === index && 'opacity-50',
          )}
          data-testid={`planned-stop-${stop.id}`}
        >
          <GripVertical aria-hidden="true" className="h-4 w-4 shrink-0 cursor-grab text-muted" />
          <span className="w-6 shrink-0 text-center font-bold tabular-nums text-brand-800">{index + 1}</span>
          <span className="min-w-0 flex-1">
            <span className="break-anywhere block font-medium text-ink" dir="auto">
              {stop.customer_name}
            </span>
            <span className="break-anywhere block text-xs text-muted" dir="auto">
              {stop.address}, {stop.city}
            </span>
          </span>
          <bdi dir="ltr" className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
            {money(stop.total, 'DH')}
          </bdi>
          <span className="flex shrink-0">
            <button
              type="button"
              className="rounded p-1.5 text-muted hover:bg-brand-50 disabled:opacity-30"
              disabled={index === 0}
              onClick={() => onChange(moveItem(stops, index, index - 1))}
              aria-label={t('build.moveUp', { number: stop.order_number })}
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className="rounded p-1.5 text-muted hover:bg-brand-50 disabled:opacity-30"
              disabled={index === stops.length - 1}
              onClick={() => onChange(moveItem(stops, index, index + 1))}
              aria-label={t('build.moveDown', { number: stop.order_number })}
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className="rounded p-1.5 text-danger-600 hover:bg-danger-50"
              onClick={() => onChange(stops.filter((item) => item.id !== stop.id))}
              aria-label={t('build.remove', { number: stop.order_number })}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
