import { useTranslation } from 'react-i18next';
import { Logo } from './logo';

/** Minimal footer; the storefront feature adds address, phone, e-mail, social links and credit. */
export function StorefrontFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <Logo />
          <p>{t('footer.hours')}</p>
        </div>
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
