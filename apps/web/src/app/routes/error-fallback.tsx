import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertOctagon } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The route error screen ('Unexpected Application Error!'), shown by RouteErrorBoundary. The
 * storefront and the back office each mount their own, so a crash in one area offers a way back
 * within that area.
 */
export function ErrorFallback({
  error,
  homeHref = '/',
  homeLabelKey = 'actions.goHome',
}: {
  error: unknown;
  homeHref?: string;
  homeLabelKey?: string;
}) {
  const { t } = useTranslation('common');
  const title = t('errors.unexpected', { defaultValue: 'Unexpected Application Error!' });
  useDocumentTitle(title);

  if (import.meta.env.DEV) console.error(error);
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : null;

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <AlertOctagon aria-hidden="true" className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{t('errors.unexpectedHint')}</p>
      {detail ? (
        <pre className="max-w-full overflow-auto rounded bg-slate-100 p-3 text-start text-xs">{detail}</pre>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
        <Link to={homeHref} className={buttonClasses()} reloadDocument>
          {t(homeLabelKey)}
        </Link>
      </div>
    </section>
  );
}

export function StorefrontErrorFallback({ error }: { error: unknown }) {
  return <ErrorFallback error={error} />;
}

export function AdminErrorFallback({ error }: { error: unknown }) {
  return <ErrorFallback error={error} homeHref="/admin/dashboard" homeLabelKey="actions.backToDashboard" />;
}
