import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { NAMESPACE } from '../lib/outcomes';
import {
  confirmationLink,
  isMessageLanguage,
  MESSAGE_LANGUAGES,
  type MessageLanguage,
} from '../lib/whatsapp-message';

type MessageOrder = Parameters<typeof confirmationLink>[0];

const LINK_CLASSES = buttonClasses({
  variant: 'outline',
  className: 'h-11 min-w-0 flex-1 border-leaf-100 text-leaf-700 hover:border-leaf-100 hover:bg-leaf-50',
});

function WhatsappLink({ order, language }: { order: MessageOrder; language: MessageLanguage }) {
  const { t } = useTranslation(NAMESPACE);
  // The message in the language chosen for the customer, whatever the screen's language.
  const { t: messageT } = useTranslation(NAMESPACE, { lng: language });
  const href = confirmationLink(order, messageT, language);
  const icon = <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />;
  if (!href) {
    return (
      <span className={cn(LINK_CLASSES, 'cursor-not-allowed opacity-50')} title={t('whatsapp.unavailable')}>
        {icon}
        {t('whatsapp.button')}
      </span>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={LINK_CLASSES}
      aria-label={t('whatsapp.open', { name: order.name, language: t(`whatsapp.languages.${language}`) })}
      data-testid="whatsapp-link"
    >
      {icon}
      {t('whatsapp.button')}
    </a>
  );
}

/**
 * A wa.me link with the confirmation message typed in (order number, items, total, address), in
 * French, Arabic or English as staff choose; the language the customer ordered in first (decision
 * 207), whatever the language of the staff member's screen.
 */
export function WhatsappButton({ order, className }: { order: MessageOrder; className?: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [language, setLanguage] = useState<MessageLanguage>(() => {
    if (order.language && isMessageLanguage(order.language)) return order.language;
    return isMessageLanguage(i18n.language) ? i18n.language : 'fr';
  });
  return (
    <div className={cn('flex min-w-0 items-stretch gap-1.5', className)}>
      <select
        aria-label={t('whatsapp.language')}
        value={language}
        onChange={(event) => {
          if (isMessageLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className="h-11 shrink-0 cursor-pointer rounded-lg border border-line bg-surface px-2 text-sm text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        {MESSAGE_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`whatsapp.languages.${code}`)}
          </option>
        ))}
      </select>
      <Suspense
        fallback={
          <span className={cn(LINK_CLASSES, 'opacity-50')} aria-hidden="true">
            {t('whatsapp.button')}
          </span>
        }
      >
        <WhatsappLink order={order} language={language} />
      </Suspense>
    </div>
  );
}
