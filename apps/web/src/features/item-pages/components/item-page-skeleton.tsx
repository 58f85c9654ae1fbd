import { useTranslation } from 'react-i18next';

/** The page's frame while the item loads: the picture and the text blocks, no layout shift after. */
export function ItemPageSkeleton() {
  const { t } = useTranslation('item-pages');
  return (
    <div role="status" aria-live="polite" className="grid gap-8 md:grid-cols-2">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="aspect-square w-full animate-pulse rounded-card bg-slate-100" />
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className="h-5 w-40 animate-pulse rounded bg-slate-100" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-slate-100" />
        <div className="h-7 w-32 animate-pulse rounded bg-slate-100" />
        <div className="h-20 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-12 w-full animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
