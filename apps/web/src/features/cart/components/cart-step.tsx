import { ArrowRight, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { CartItem } from '@/store/cart-slice';
import { CartLineRow } from './cart-line-row';

/** Step 1: the lines, or the empty cart with a start-shopping link. */
export function CartStep({ items, onNext }: { items: readonly CartItem[]; onNext: () => void }) {
  const { t } = useTranslation('cart');
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingBag aria-hidden="true" className="h-7 w-7" />}
        title={t('empty.title')}
        description={t('empty.text')}
        action={
          <Link to="/" className={buttonClasses({ size: 'lg' })}>
            {t('empty.startShopping')}
          </Link>
        }
        className="rounded-card border border-line bg-surface shadow-card"
      />
    );
  }
  return (
    <section
      aria-labelledby="cart-step-title"
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <h2 id="cart-step-title" className="text-lg font-bold">
        {t('cartStep.title', { count: items.length })}
      </h2>
      <ul className="divide-y divide-line">
        {items.map((line) => (
          <CartLineRow key={`${line.isPack ? 'pack' : 'product'}-${line.id}`} line={line} />
        ))}
      </ul>
      <div className="mt-4 flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-between">
        <Link to="/" className={buttonClasses({ variant: 'ghost' })}>
          {t('cartStep.continueShopping')}
        </Link>
        <Button size="lg" onClick={onNext}>
          {t('cartStep.next')}
          <ArrowRight aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
        </Button>
      </div>
    </section>
  );
}
