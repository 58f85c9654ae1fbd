import { useTranslation } from 'react-i18next';
import type { User } from '@parashop/shared/api-types';

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Africa/Casablanca' }).format(date);
}

/** The view mode: the admin's personal information, read-only. */
export function ProfileDetails({ user }: { user: User }) {
  const { t, i18n } = useTranslation('admin-profile');
  const rows: [string, string][] = [
    [t('fields.fullName'), user.full_name],
    [t('fields.email'), user.email],
    [t('fields.city'), user.city || '—'],
    [t('fields.role'), t('role')],
    [t('fields.memberSince'), formatDate(user.created_at, i18n.language)],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-line bg-canvas px-4 py-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
          <dd className="mt-1 break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
