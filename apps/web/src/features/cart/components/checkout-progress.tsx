import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { CHECKOUT_STEPS, type CheckoutStep } from '../lib/checkout-steps';

/** The wizard's step indicator: cart, information, review. */
export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation('cart');
  const current = CHECKOUT_STEPS.indexOf(step);
  return (
    <nav aria-label={t('steps.label')} className="mb-6">
      <ol className="flex items-center gap-2 sm:gap-4">
        {CHECKOUT_STEPS.map((name, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              // On a phone the label goes under its number, with the step's whole width: never broken inside a word.
              className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center sm:flex-row sm:gap-3 sm:text-start"
            >
              <span
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  done && 'bg-leaf-600 text-white',
                  active && 'bg-brand-600 text-white ring-4 ring-brand-100',
                  !done && !active && 'bg-slate-200 text-slate-600',
                )}
              >
                {done ? <Check aria-hidden="true" className="h-4 w-4" /> : index + 1}
              </span>
              <span className={cn('text-xs font-semibold sm:text-sm', active ? 'text-ink' : 'text-muted')}>
                {t(`steps.${name}`)}
                {done ? <span className="sr-only"> ({t('steps.done')})</span> : null}
              </span>
              {index < CHECKOUT_STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'hidden h-0.5 flex-1 rounded sm:block',
                    done ? 'bg-leaf-500' : 'bg-slate-200',
                  )}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
