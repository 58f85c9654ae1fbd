import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any unmatched path (SPEC section 2): the exact title, message and a go-home button to '/'. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <SearchX aria-hidden="true" className="h-8 w-8" />
      </span>
      <p className="text-5xl font-extrabold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.message')}</p>
      <Link to="/" className={buttonClasses({ size: 'lg' })}>
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
