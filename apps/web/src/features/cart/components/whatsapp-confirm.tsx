import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@parashop/shared/api-types';
import { usePublicSettings } from '@/lib/public-settings';
import { confirmationLink } from '../lib/whatsapp-message';

/**
 * 'Confirm on WhatsApp' on the success screen, when the shop has a WhatsApp number: a chat with the
 * shop opens with the order typed in, in the page's language. Nothing shows without a number.
 */
export function WhatsappConfirm({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('cart');
  const { whatsapp } = usePublicSettings();
  const href = confirmationLink(whatsapp, order, t, i18n.language);
  if (href === null) return null;
  return (
    <div className="flex w-full flex-col items-center gap-3 rounded-xl border border-leaf-100 bg-leaf-50 p-4">
      <p className="text-sm text-slate-700">{t('success.whatsappIntro')}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-leaf-700 px-4 py-2 sm:px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-leaf-600 sm:w-auto"
      >
        <MessageCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t('success.whatsapp')}
        <span className="sr-only"> {t('success.whatsappNewTab')}</span>
      </a>
    </div>
  );
}
