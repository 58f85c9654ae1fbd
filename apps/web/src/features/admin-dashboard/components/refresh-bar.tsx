import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/components/ui/date-time';
import { cn } from '@/lib/cn';

/** 'Last updated: 14:05:12' and the refresh button that reloads the three data sets. */
export function RefreshBar({
  updatedAt,
  isRefreshing,
  onRefresh,
}: {
  updatedAt: number;
  isRefreshing: boolean;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation('admin-dashboard');
  return (
    <>
      {updatedAt > 0 ? (
        <p className="text-sm text-muted" aria-live="polite" data-testid="dashboard-last-updated">
          {t('lastUpdated', { time: formatDateTime(updatedAt, i18n.language, 'time') })}
        </p>
      ) : null}
      <Button
        variant="outline"
        onClick={onRefresh}
        disabled={isRefreshing}
        aria-busy={isRefreshing || undefined}
        icon={<RefreshCw aria-hidden="true" className={cn('h-4 w-4', isRefreshing && 'animate-spin')} />}
      >
        {isRefreshing ? t('refreshing') : t('refresh')}
      </Button>
    </>
  );
}
