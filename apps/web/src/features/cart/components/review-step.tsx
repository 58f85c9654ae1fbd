import { ArrowLeft, CheckCircle2, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lineTotal, toCentimes } from '@parashop/shared';
import { useNumberFormat } from '@/components/ui/number-format';
import { deliveryAreaById } from '@parashop/shared/constants';
import { Button } from '@/components/ui/button';
import { SmartImage } from '@/components/ui/smart-image';
import { useLocalised } from '@/i18n/use-localised';
import type { CartItem } from '@/store/cart-slice';
import { thumbnailPath } from '@/lib/item-images';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { isolatedPhone } from '@parashop/shared/phone';

/** Step 3: the details and the lines as they will be ordered, then Complete Order. */
export function ReviewStep({
  form,
  items,
  areaRequired,
  isPlacing,
  onBack,
  onEditCart,
  onComplete,
}: {
  form: CheckoutForm;
  items: readonly CartItem[];
  areaRequired: boolean;
  isPlacing: boolean;
  onBack: () => void;
  onEditCart: () => void;
  onComplete: () => void;
}) {
  const { t } = useTranslation('cart');
  const { money } = useNumberFormat();
  const localised = useLocalised();
  const values = form.getValues();
  const area = deliveryAreaById(values.delivery_area_id ? Number(values.delivery_area_id) : null);
  const details = [
    { label: t('info.name'), value: values.name },
    { label: t('info.phone'), value: isolatedPhone(values.phone_number) },
    { label: t('info.city'), value: values.city },
    { label: t('info.address'), value: values.address },
    {
      label: t('info.area'),
      value: areaRequired && area ? t(`areas.${area.name}`) : t('review.freeDelivery'),
    },
  ];

  return (
    <section
      aria-labelledby="review-step-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <h2 id="review-step-title" className="text-lg font-bold">
        {t('review.title')}
      </h2>
      <div className="rounded-xl bg-canvas p-4">
        <div className="mb-2 flex items-center justify-between">
          <h3 className="text-sm font-semibold">{t('review.details')}</h3>
          <Button variant="ghost" size="sm" onClick={onBack}>
            <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
            {t('review.edit')}
          </Button>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {details.map((detail) => (
            <div key={detail.label} className="min-w-0">
              <dt className="text-muted">{detail.label}</dt>
              <dd className="break-words font-medium text-ink">
                {/* Isolated: a Latin address or name keeps its order on an Arabic page. */}
                <bdi>{detail.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <div className="mb-1 flex items-center justify-between">
          <h3 className="text-sm font-semibold">{t('review.items', { count: items.length })}</h3>
          <Button variant="ghost" size="sm" onClick={onEditCart}>
            <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
            {t('review.editCart')}
          </Button>
        </div>
        <ul className="divide-y divide-line">
          {items.map((line) => (
            <li
              key={`${line.isPack ? 'pack' : 'product'}-${line.id}`}
              className="flex items-center gap-3 py-3 text-sm"
            >
              <SmartImage
                src={thumbnailPath(line.image)}
                alt=""
                width={48}
                height={48}
                className="h-12 w-12 shrink-0 rounded-lg border border-line bg-white object-contain p-0.5"
              />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-medium">{localised.name(line)}</span>
                <span className="text-muted">
                  {t('review.quantity', {
                    quantity: line.quantity,
                    price: money(toCentimes(line.price), 'DH'),
                  })}
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {money(lineTotal(toCentimes(line.price), line.quantity), 'DH')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="rounded-lg bg-info-50 px-4 py-3 text-sm text-info-600">{t('review.cashOnDelivery')}</p>
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
          {t('review.back')}
        </Button>
        <Button
          size="lg"
          onClick={onComplete}
          isLoading={isPlacing}
          icon={isPlacing ? undefined : <CheckCircle2 aria-hidden="true" className="h-5 w-5" />}
        >
          {t('review.complete')}
        </Button>
      </div>
    </section>
  );
}
