import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

/** What a guest sees instead of favourites: the request to log in, with the way to do it. */
export function GuestFavourites() {
  const { t } = useTranslation('favourites');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-card border border-line bg-surface px-6 py-12 text-center shadow-card">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-rose-50 text-rose-600">
        <Heart aria-hidden="true" className="h-8 w-8" />
      </span>
      <h2 className="text-xl font-bold">{t('guest.title')}</h2>
      <p className="text-sm text-muted">{t('guest.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/login" className={buttonClasses({ size: 'lg' })}>
          {t('guest.login')}
        </Link>
        <Link to="/register" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
          {t('guest.register')}
        </Link>
      </div>
    </section>
  );
}
