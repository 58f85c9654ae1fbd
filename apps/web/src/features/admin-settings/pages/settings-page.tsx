import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { queryState } from '@/components/ui/query-state';
import { shopSettingsQueryOptions } from '@/lib/shop-settings';
import { DeliveryCodeSetting } from '../components/delivery-code-setting';
import { SettingsForm } from '../components/settings-form';

// The form's messages load with the screen, so a first mistake never waits on them.
const NAMESPACES = ['admin-settings', 'validation'];

/**
 * /admin/settings: the shop's name, contact details, map position, social networks, legal
 * identifiers and VAT rate. The storefront (footer, visit-us section, WhatsApp links) and the printed
 * documents read them.
 */
export default function SettingsPage() {
  const { t } = useTranslation(NAMESPACES);
  const settings = useQuery(shopSettingsQueryOptions());
  const header = <PageHeader title={t('title')} description={t('subtitle')} />;
  const state = queryState(settings, {
    loadingLabel: t('loading'),
    error: { title: t('errors.loadTitle'), message: t('errors.loadMessage') },
  });
  if (state || !settings.data) {
    return (
      <>
        {header}
        {state}
      </>
    );
  }
  return (
    <div className="mx-auto max-w-4xl">
      {header}
      <SettingsForm settings={settings.data} />
      <DeliveryCodeSetting settings={settings.data} />
    </div>
  );
}
