import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** /account-profile for a visitor who is not logged in: a welcome with sign-in and register links. */
export function GuestWelcome() {
  const { t } = useTranslation('account');
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-sm">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <UserRound aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t('guest.title')}</h1>
      <p className="text-sm text-muted">{t('guest.message')}</p>
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to="/login" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
          {t('guest.signIn')}
        </Link>
        <Link to="/register" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('guest.register')}
        </Link>
      </div>
    </section>
  );
}
