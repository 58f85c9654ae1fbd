import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { ProfileInfoForm } from '@/features/account-shared/components/profile-info-form';
import { ProfileRows } from '@/features/account-shared/components/profile-rows';
import { formatDate } from '@/features/account-shared/lib/format-date';

/**
 * The profile tab: full name, e-mail and city (editable), member-since date and delivered-orders
 * count (read-only). Saving refreshes the user everywhere; cancel returns to the view.
 */
export function ProfileTab({ user, deliveredCount }: { user: User; deliveredCount: number | null }) {
  const { t, i18n } = useTranslation('account');
  const [editing, setEditing] = useState(false);

  if (editing) {
    return (
      <ProfileInfoForm user={user} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
    );
  }
  const rows: [string, string][] = [
    [t('profile.fullName'), user.full_name],
    [t('profile.email'), user.email],
    [t('profile.city'), user.city || '—'],
    [t('profile.memberSince'), formatDate(user.created_at, i18n.language)],
    [t('profile.deliveredOrders'), deliveredCount === null ? '…' : String(deliveredCount)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <ProfileRows rows={rows} />
      <div>
        <Button
          variant="outline"
          onClick={() => setEditing(true)}
          icon={<Pencil aria-hidden="true" className="h-4 w-4" />}
        >
          {t('profile.edit')}
        </Button>
      </div>
    </div>
  );
}
