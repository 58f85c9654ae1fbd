import { useTranslation } from 'react-i18next';
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';

interface Props {
  online: boolean;
  waiting: number;
  /** When the shown runs were read, if they come from the phone's copy. */
  savedAt: string | null;
  onSend: () => void;
  sending: boolean;
}

/** Says when the phone is offline, shows a kept copy, or holds outcomes that wait to be sent. */
export function ConnectionBanner({ online, waiting, savedAt, onSend, sending }: Props) {
  const { t } = useTranslation('rider');
  if (online && waiting === 0 && savedAt === null) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-card border border-amber-200 bg-warning-50 p-3 text-sm text-amber-900"
      data-testid="connection-banner"
    >
      <CloudOff aria-hidden="true" className="h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {!online ? <p className="font-semibold">{t('connection.offline')}</p> : null}
        {waiting > 0 ? (
          <p data-testid="waiting-count">{t('connection.waiting', { count: waiting })}</p>
        ) : null}
        {savedAt !== null ? (
          <p>
            {t('connection.saved')} <DateTime value={savedAt} style="time" />
          </p>
        ) : null}
      </div>
      {waiting > 0 && online ? (
        <Button size="sm" variant="outline" onClick={onSend} isLoading={sending}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {t('connection.sendNow')}
        </Button>
      ) : null}
    </div>
  );
}
