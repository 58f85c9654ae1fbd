import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import { DownloadLink } from '@/components/ui/download-link';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField, TextInput } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { queryState, type QueryStateSource } from '@/components/ui/query-state';

/**
 * A cash screen of the back office (the riders' cash, the couriers' cash): the header with the CSV,
 * the screen's controls, then its lines or why there are none. The texts are the `cash.*` keys of the
 * screen's namespace.
 */
export function CashScreen({
  namespace,
  csvHref,
  query,
  empty,
  controls,
  children,
  after,
}: {
  namespace: string;
  csvHref: string;
  query: QueryStateSource;
  /** The period has no lines. */
  empty: boolean;
  controls: ReactNode;
  /** The lines, once loaded. */
  children: ReactNode;
  /** Shown whatever the state (a dialog). */
  after?: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const state = queryState(query, {
    loadingLabel: t('cash.loading'),
    error: { title: t('cash.loadFailed'), message: t('errors.retry') },
  });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('cash.title')}
        description={t('cash.subtitle')}
        actions={<DownloadLink href={csvHref} label={t('cash.csv')} className="h-11" />}
      />
      {controls}
      {state ??
        (empty ? (
          <EmptyState
            title={t('cash.empty')}
            description={t('cash.emptyHint')}
            icon={<Wallet className="h-7 w-7" />}
          />
        ) : (
          children
        ))}
      {after}
    </div>
  );
}

/** A date (or month) a cash screen's period starts, ends or is; an emptied input keeps the last one. */
export function PeriodInput({
  label,
  type = 'date',
  value,
  onChange,
}: {
  label: string;
  type?: 'date' | 'month';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} className="w-44">
      <TextInput
        type={type}
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        className="h-11"
      />
    </FormField>
  );
}
