import { useTranslation } from 'react-i18next';
import type { Company } from '@parashop/shared/api-types';
import { SmartImage } from '@/components/ui/smart-image';
import { thumbnailPath } from '@/lib/item-images';

/** The brand's name in the shown language (French name in French when there is one). */
export function localizedBrandName(company: Company, language: string): string {
  if (language === 'fr' && company.nameFr) return company.nameFr;
  if (language === 'ar' && company.nameAr) return company.nameAr;
  return company.name;
}

const FRAME =
  'flex items-center gap-4 rounded-card border border-line bg-gradient-to-br from-brand-50 via-white to-white p-5 shadow-card sm:gap-6 sm:p-8';
const LOGO_BOX =
  'flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-white p-2 shadow-sm ring-1 ring-line sm:h-24 sm:w-24';

/** Logo, name and how many products were found (`null` while the count loads). */
export function BrandHero({ company, count }: { company: Company; count: number | null }) {
  const { t, i18n } = useTranslation('storefront');
  return (
    <div className={FRAME}>
      <div className={LOGO_BOX}>
        <SmartImage
          src={thumbnailPath(company.image)}
          alt=""
          width={96}
          height={96}
          loading="eager"
          className="h-full w-full object-contain"
        />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-widest text-brand-700">
          {t('brandPage.eyebrow')}
        </p>
        <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">
          {localizedBrandName(company, i18n.language)}
        </h1>
        {count === null ? (
          <p className="mt-1 flex h-5 items-center">
            <span className="h-3 w-28 animate-pulse rounded bg-slate-200/70" />
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {t('brandPage.count', { count })}
          </p>
        )}
      </div>
    </div>
  );
}

/** The brand block's shape while the brand loads. */
export function BrandHeroSkeleton() {
  return (
    <div aria-hidden="true" className={FRAME}>
      <div className={LOGO_BOX}>
        <div className="h-full w-full animate-pulse rounded-xl bg-slate-100" />
      </div>
      <div className="flex min-w-0 flex-1 animate-pulse flex-col">
        <div className="flex h-4 items-center">
          <div className="h-2.5 w-14 rounded bg-brand-100" />
        </div>
        <div className="flex h-8 items-center sm:h-9">
          <div className="h-6 w-48 max-w-full rounded-md bg-slate-200/70" />
        </div>
        <div className="mt-1 flex h-5 items-center">
          <div className="h-3 w-28 rounded bg-slate-200/70" />
        </div>
      </div>
    </div>
  );
}
