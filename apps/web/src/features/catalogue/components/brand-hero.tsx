import { useTranslation } from 'react-i18next';
import type { Company } from '@parashop/shared/api-types';
import { SmartImage } from '../../../components/ui/smart-image';
import { thumbnailPath } from '../../storefront-shared/lib/item-images';

/** The brand's name in the shown language (French name in French when there is one). */
export function localizedBrandName(company: Company, language: string): string {
  if (language === 'fr' && company.nameFr) return company.nameFr;
  if (language === 'ar' && company.nameAr) return company.nameAr;
  return company.name;
}

/** Logo, name and how many products were found. */
export function BrandHero({ company, count }: { company: Company; count: number }) {
  const { t, i18n } = useTranslation('storefront');
  return (
    <div className="flex items-center gap-4 rounded-card border border-line bg-gradient-to-br from-brand-50 via-white to-white p-5 shadow-card sm:gap-6 sm:p-8">
      <div className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-white p-2 shadow-sm ring-1 ring-line sm:h-24 sm:w-24">
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
        <p className="mt-1 text-sm text-muted" aria-live="polite">
          {t('brandPage.count', { count })}
        </p>
      </div>
    </div>
  );
}
