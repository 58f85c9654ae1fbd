import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { formatPhone, whatsappLink } from '@parashop/shared/phone';
import type { Customer } from '@parashop/shared/api-types';
import { Button, buttonClasses } from '@/components/ui/button';
import { DateTime, formatDateTime } from '@/components/ui/date-time';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-canvas p-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-ink">{children}</dd>
    </div>
  );
}

/** A chat with the customer on WhatsApp, greeting typed in; nothing when they gave no (mobile) number. */
function WhatsappLink({ customer }: { customer: Customer }) {
  const { t } = useTranslation('admin-customers');
  const href = customer.phone
    ? whatsappLink(customer.phone, t('details.whatsappGreeting', { name: customer.name }))
    : null;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({
        variant: 'outline',
        className: 'h-11 border-leaf-100 text-leaf-700 hover:border-leaf-100 hover:bg-leaf-50',
      })}
      aria-label={t('details.whatsappTo', { name: customer.name })}
    >
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      {t('details.whatsapp')}
    </a>
  );
}

export interface CustomerDetailsModalProps {
  customer: Customer | null;
  onClose: () => void;
  onSendEmail: (customer: Customer) => void;
}

/** Since date, contact, city, total orders, total spent, average spent and last order. */
export function CustomerDetailsModal({ customer, onClose, onSendEmail }: CustomerDetailsModalProps) {
  const { t, i18n } = useTranslation('admin-customers');
  return (
    <Modal
      open={customer !== null}
      onClose={onClose}
      title={customer?.name ?? t('details.title')}
      description={
        customer
          ? t('details.since', { date: formatDateTime(customer.joined_at, i18n.language, 'date') })
          : undefined
      }
      footer={
        customer ? (
          <>
            <WhatsappLink customer={customer} />
            <Button
              className="h-11"
              icon={<Mail aria-hidden="true" className="h-4 w-4" />}
              onClick={() => onSendEmail(customer)}
            >
              {t('details.sendEmail')}
            </Button>
          </>
        ) : null
      }
    >
      {customer ? (
        <div className="flex flex-col gap-4">
          <section aria-label={t('details.contact')}>
            <h3 className="mb-2 text-sm font-semibold">{t('details.contact')}</h3>
            <ul className="flex flex-col gap-2 text-sm">
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
                <span className="sr-only">{t('details.email')}: </span>
                <bdi dir="ltr" className="[overflow-wrap:anywhere]">
                  {customer.email}
                </bdi>
              </li>
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
                <span className="sr-only">{t('details.phone')}: </span>
                {customer.phone ? (
                  <bdi dir="ltr">{formatPhone(customer.phone)}</bdi>
                ) : (
                  <span className="text-muted">{t('table.noPhone')}</span>
                )}
              </li>
              <li className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
                <span className="sr-only">{t('details.city')}: </span>
                <bdi>{customer.city}</bdi>
              </li>
            </ul>
          </section>
          <dl className="grid grid-cols-2 gap-3">
            <Figure label={t('details.totalOrders')}>{customer.total_orders}</Figure>
            <Figure label={t('details.totalSpent')}>
              <Money amount={customer.total_spent} unit="DH" />
            </Figure>
            <Figure label={t('details.averageSpent')}>
              <Money amount={customer.average_spent} unit="DH" />
            </Figure>
            <Figure label={t('details.lastOrder')}>
              {customer.last_order ? (
                <DateTime value={customer.last_order} style="date" className="text-base" />
              ) : (
                <span className="text-base font-medium text-muted">{t('details.never')}</span>
              )}
            </Figure>
          </dl>
        </div>
      ) : null}
    </Modal>
  );
}
