import type { ReactNode } from 'react';
import { MessageCircle, Phone, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '@parashop/shared/phone';
import { cn } from '@/lib/cn';
import { usePublicSettings } from '@/lib/public-settings';
import type { ShopItem } from '../lib/item-pricing';

/** Whether an item is sold in the shop only (a pack holding such a product is too): no cart, no buy now. */
export function soldInStoreOnly(shopItem: ShopItem): boolean {
  return shopItem.item.sale_mode === 'in_store_only';
}

/**
 * What an in-store-only item shows instead of the cart buttons (issue 15): the badge "Available in
 * store - ask our pharmacist" and the shop's phone and WhatsApp from the shop settings.
 */
export function InStoreNote({
  name,
  compact = false,
  leading,
  className,
}: {
  name: string;
  /** The card's version: the badge, then icon links in one row. */
  compact?: boolean;
  /** Shown first in the row of links (the card's details button). */
  leading?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('storefront');
  const { phone, whatsapp } = usePublicSettings();
  const chat = whatsapp ? whatsappLink(whatsapp, t('inStore.whatsappMessage', { name })) : null;
  const link = cn(
    'inline-flex items-center justify-center gap-1.5 rounded-lg border border-line font-medium text-brand-800 hover:bg-brand-50',
    compact ? 'h-9 w-9 shrink-0' : 'min-h-11 px-3 text-sm',
  );
  return (
    <div data-in-store className={cn('flex min-w-0 flex-col gap-2', className)}>
      <p
        className={cn(
          'flex min-w-0 items-center gap-1.5 rounded-lg bg-amber-50 font-semibold text-amber-900 ring-1 ring-amber-200',
          compact ? 'px-2 py-1 text-xs leading-4' : 'px-3 py-2 text-sm',
        )}
      >
        <Store aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span>{t('inStore.badge')}</span>
      </p>
      <div className="flex gap-2">
        {leading}
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          className={link}
          aria-label={t('inStore.call', { phone })}
        >
          <Phone aria-hidden="true" className="h-4 w-4" />
          {compact ? null : phone}
        </a>
        {chat ? (
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
            aria-label={t('inStore.whatsapp')}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {compact ? null : t('inStore.whatsappShort')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
