import { useTranslation } from 'react-i18next';
import { Field, Label, Description, Switch } from '@headlessui/react';
import type { ShopSettings } from '@parashop/shared/api-types';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUpdateShopSettings } from '../api/update-shop-settings';

/**
 * Whether riders need the customer's 4-digit code to mark an order delivered (issue 29). Saved at
 * once, on its own: it changes nothing else of the form. Orders placed while it is on carry a code.
 */
export function DeliveryCodeSetting({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateShopSettings();
  const enabled = settings.delivery_code_required === true;
  const onChange = (value: boolean) =>
    update.mutate(
      { delivery_code_required: value },
      {
        onSuccess: () => toast.success(t(value ? 'deliveryCode.on' : 'deliveryCode.off')),
        onError: (error) => toast.error(errorMessage(error, t('deliveryCode.failed'))),
      },
    );
  return (
    <section
      aria-labelledby="delivery-code-title"
      className="mt-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <h2 id="delivery-code-title" className="text-base font-semibold text-ink">
        {t('deliveryCode.title')}
      </h2>
      <Field className="mt-3 flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <Label className="text-sm font-medium text-ink">{t('deliveryCode.label')}</Label>
          <Description className="mt-1 text-sm text-muted">{t('deliveryCode.hint')}</Description>
        </div>
        <Switch
          checked={enabled}
          onChange={onChange}
          disabled={update.isPending}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors disabled:opacity-60',
            enabled ? 'bg-brand-600' : 'bg-slate-300',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
              enabled ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1',
            )}
          />
        </Switch>
      </Field>
    </section>
  );
}
