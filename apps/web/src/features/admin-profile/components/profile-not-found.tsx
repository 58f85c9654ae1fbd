import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** SPEC section 8 "Profile": the admin profile could not be loaded. */
export function ProfileNotFound() {
  const { t } = useTranslation('admin-profile');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-16 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <UserX aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="text-xl font-semibold">{t('notFound.title')}</h1>
      <p className="max-w-md text-sm text-muted">{t('notFound.message')}</p>
      <Link to="/admin/dashboard" className={buttonClasses({ variant: 'outline' })}>
        {t('backToDashboard')}
      </Link>
    </div>
  );
}
