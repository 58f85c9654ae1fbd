import { Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fromCentimes } from '@parashop/shared';
import { FREE_DELIVERY_THRESHOLD } from '@parashop/shared/constants';
import { useShopContact } from './shop-contact';

/** The strip above the header: free delivery from 500 DHS, and the phone on wide screens. */
export function FreeDeliveryBanner() {
  const { t } = useTranslation('storefront');
  const contact = useShopContact(t);
  return (
    <div className="bg-brand-800 text-white">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-center gap-2 px-4 text-xs font-medium sm:justify-between sm:text-sm">
        <p className="flex items-center gap-2">
          <Truck aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-200" />
          <span>{t('banner.freeDelivery', { amount: fromCentimes(FREE_DELIVERY_THRESHOLD) })}</span>
        </p>
        <p className="hidden min-w-0 truncate text-brand-100 sm:block">
          {contact.bannerHours}
          {contact.bannerHours && contact.phoneHref ? ' · ' : null}
          {contact.phoneHref ? (
            <a href={contact.phoneHref} dir="ltr" className="hover:text-white hover:underline">
              {contact.phone}
            </a>
          ) : null}
        </p>
      </div>
    </div>
  );
}
