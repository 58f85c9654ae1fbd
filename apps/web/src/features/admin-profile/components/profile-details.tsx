import { useTranslation } from 'react-i18next';
import type { User } from '@parashop/shared/api-types';
import { ProfileRows } from '@/features/account-shared/components/profile-rows';
import { formatDate } from '@/features/account-shared/lib/format-date';

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
  return <ProfileRows rows={rows} />;
}
