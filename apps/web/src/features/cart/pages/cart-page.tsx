import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { CartStep } from '../components/cart-step';
import { CheckoutProgress } from '../components/checkout-progress';
import { InfoStep } from '../components/info-step';
import { OrderConfirmation } from '../components/order-confirmation';
import { OrderProblemAlert } from '../components/order-problem-alert';
import { OrderSummary } from '../components/order-summary';
import { ReviewStep } from '../components/review-step';
import { useCheckout } from '../hooks/use-checkout';

/** A new step (or the confirmation) starts at the top of the page, not where the last button was. */
function useScrollToTopOnChange(key: string) {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [key]);
}

/** /shopping-cart: the three-step wizard (cart, info, review) beside the summary panel. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const checkout = useCheckout();
  const { step, items, summary, form } = checkout;
  const area = form.watch('delivery_area_id');
  useScrollToTopOnChange(`${step}:${checkout.placed?.order_number ?? ''}`);

  if (checkout.placed && items.length === 0) {
    return (
      <>
        <PageHeader title={t('title')} />
        <OrderConfirmation order={checkout.placed} onDone={checkout.dismissPlaced} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} />
      <CheckoutProgress step={step} />
      {checkout.problem ? (
        <OrderProblemAlert problem={checkout.problem} onDismiss={checkout.dismissProblem} />
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0">
          {step === 'cart' ? <CartStep items={items} onNext={checkout.goToInfo} /> : null}
          {step === 'info' ? (
            <InfoStep
              form={form}
              areaRequired={summary.deliveryAreaRequired}
              onBack={checkout.goBack}
              onNext={() => void checkout.goToReview()}
            />
          ) : null}
          {step === 'review' ? (
            <ReviewStep
              form={form}
              items={items}
              areaRequired={summary.deliveryAreaRequired}
              isPlacing={checkout.isPlacing}
              onBack={checkout.goBack}
              onEditCart={checkout.goToCart}
              onComplete={() => void checkout.complete()}
            />
          ) : null}
        </div>
        {items.length > 0 ? (
          <OrderSummary summary={summary} areaChosen={summary.deliveryAreaRequired && Boolean(area)} />
        ) : null}
      </div>
    </>
  );
}
