import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder until the catalogue feature builds this screen: its title inside the layout. */
export default function BrandPage() {
  const { t } = useTranslation('common');
  return <PageHeader title={t('pages.brand')} />;
}
