import { AlertTriangle, MessageCircle, Phone, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toCentimes, whatsappLink } from '@parashop/shared';
import { useNumberFormat } from '@/components/ui/number-format';
import { usePublicSettings } from '@/lib/public-settings';
import type { LineChange } from '../lib/conflict-notice';
import type { OrderProblem } from '../lib/order-failure';

/**
 * 'Order failed: (message)' (SPEC section 8 "Orders"). After a 409 it also lists what changed in the
 * cart (new prices, quantities cut to the stock left, lines removed), and after a line over the
 * per-line cap the quantities brought down to it, so nothing changes unseen.
 */
export function OrderProblemAlert({ problem, onDismiss }: { problem: OrderProblem; onDismiss: () => void }) {
  const { t } = useTranslation('cart');
  const { money } = useNumberFormat();
  const changeText = (change: LineChange) => {
    if (change.newQuantity === 0) return t('errors.lineRemoved', { name: change.name });
    if (change.capped) return t('errors.quantityCapped', { name: change.name, count: change.newQuantity });
    if (change.newPrice !== change.oldPrice) {
      return t('errors.priceChanged', {
        name: change.name,
        from: money(toCentimes(change.oldPrice), 'DH'),
        to: money(toCentimes(change.newPrice), 'DH'),
      });
    }
    return t('errors.quantityReduced', { name: change.name, count: change.newQuantity });
  };
  return (
    <div
      role="alert"
      className="mb-6 flex gap-3 rounded-card border border-red-200 bg-danger-50 p-4 text-sm text-danger-700"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('errors.orderFailed', { message: problem.message })}</p>
        {problem.changes.length > 0 ? (
          <>
            <p className="mt-1 text-danger-700/90">
              {t(
                problem.changes.every((change) => change.capped) ? 'errors.cartCapped' : 'errors.cartUpdated',
              )}
            </p>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {problem.changes.map((change) => (
                <li key={`${change.isPack ? 'pack' : 'product'}-${change.name}`}>{changeText(change)}</li>
              ))}
            </ul>
          </>
        ) : null}
        {problem.contactShop ? <ShopContact /> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('errors.dismiss')}
        className="-m-1 h-8 w-8 shrink-0 cursor-pointer rounded-lg p-1.5 hover:bg-red-100"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}

const contactLinkClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-red-200 bg-surface px-3 py-2 font-semibold text-danger-700 hover:bg-red-100';

/**
 * A blocked phone cannot order online: the notice gives the shop's phone and WhatsApp from the shop
 * settings, so the shopper can still order by talking to the shop.
 */
function ShopContact() {
  const { t } = useTranslation('cart');
  const { phone, whatsapp } = usePublicSettings();
  const whatsappHref = whatsapp ? whatsappLink(whatsapp, '') : null;
  if (!phone && !whatsappHref) return null;
  return (
    <div className="mt-3">
      <p>{t('errors.contactIntro')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {phone ? (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={contactLinkClasses}>
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t('errors.callShop')} <bdi dir="ltr">{phone}</bdi>
          </a>
        ) : null}
        {whatsappHref && whatsapp ? (
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={contactLinkClasses}>
            <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t('errors.whatsappShop')} <bdi dir="ltr">{whatsapp}</bdi>
          </a>
        ) : null}
      </div>
    </div>
  );
}
