import { useTranslation } from 'react-i18next';
import type { ConfirmationStatus } from '@parashop/shared/constants';
import { Badge } from '@/components/ui/badge';
import { CONFIRMATION_STATUS_TONES, NAMESPACE } from '../lib/outcomes';

export function ConfirmationStatusBadge({ status }: { status: ConfirmationStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Badge tone={CONFIRMATION_STATUS_TONES[status] ?? 'neutral'} className="whitespace-nowrap">
      {t(`status.${status}`)}
    </Badge>
  );
}
