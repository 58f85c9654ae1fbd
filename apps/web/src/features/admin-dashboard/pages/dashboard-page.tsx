import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder until the admin-dashboard feature builds this screen: its title inside the layout. */
export default function DashboardPage() {
  const { t } = useTranslation('common');
  return <PageHeader title={t('pages.adminDashboard')} />;
}
