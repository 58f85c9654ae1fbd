import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/cn';

/** The centred card every account page sits in: title, a line under it, the form, then links. */
export function AuthCard({
  title,
  subtitle,
  icon,
  footer,
  className,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex justify-center py-4 sm:py-8">
      <section
        className={cn(
          'w-full max-w-md rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8',
          className,
        )}
      >
        <header className="mb-6 text-center">
          {icon ? (
            <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              {icon}
            </span>
          ) : null}
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {subtitle ? <p className="mt-1.5 text-sm text-muted">{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <footer className="mt-6 flex flex-col items-center gap-2 text-sm">{footer}</footer> : null}
      </section>
    </div>
  );
}

/** A link line of the card's footer. */
export const authLinkClasses = 'font-medium text-brand-700 hover:text-brand-800 hover:underline';

/** The footer of the password pages: back to the sign-in page. */
export function BackToLoginFooter() {
  const { t } = useTranslation('auth');
  return (
    <Link to="/login" className={authLinkClasses}>
      {t('common.backToLogin')}
    </Link>
  );
}

/** The footer of the sign-in and sign-up cards: the way to the other one, then home. */
export function SwitchFooter({ question, to, label }: { question: string; to: string; label: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <p className="text-muted">
        {question}{' '}
        <Link to={to} className={authLinkClasses}>
          {label}
        </Link>
      </p>
      <Link to="/" className={authLinkClasses}>
        {t('common.backHome')}
      </Link>
    </>
  );
}
