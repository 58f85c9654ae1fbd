import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder until the auth feature builds this screen: its title inside the layout. */
export default function VerifyCodePage() {
  const { t } = useTranslation('common');
  return <PageHeader title={t('pages.verifyCode')} />;
}
