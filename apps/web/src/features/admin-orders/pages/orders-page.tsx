import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder until the admin-orders feature builds this screen: its title inside the layout. */
export default function OrdersPage() {
  const { t } = useTranslation('common');
  return <PageHeader title={t('pages.adminOrders')} />;
}
