import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@parashop/shared/constants';
import { cn } from '@/lib/cn';
import { ItemImage } from '../item-image';

const PER_PAGE = PAGE_SIZES.galleryThumbnails;
/** The large picture fills the dialog's (or the page's) first column: the screen on a phone, about 480 px beside the details. */
const GALLERY_SIZES = '(min-width: 768px) 480px, calc(100vw - 3rem)';

/** The large picture and its thumbnails, 4 to a page with buttons to the other pages (SPEC section 2). */
export function ImageGallery({ images, alt }: { images: readonly string[]; alt: string }) {
  const { t } = useTranslation('storefront');
  const [selected, setSelected] = useState(0);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(images.length / PER_PAGE));
  const shown = images.slice(page * PER_PAGE, page * PER_PAGE + PER_PAGE);
  const arrow =
    'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 disabled:opacity-30 disabled:pointer-events-none cursor-pointer';

  return (
    <div className="flex flex-col gap-3">
      {/* A phone keeps it short, so what follows it (the price, the cart buttons) shows with it. */}
      <div className="aspect-square overflow-hidden rounded-xl border border-line bg-white p-4 max-md:aspect-auto max-md:h-48 max-md:p-2">
        <ItemImage
          image={images[selected]}
          sizes={GALLERY_SIZES}
          alt={alt}
          width={600}
          height={600}
          loading="eager"
          className="h-full w-full object-contain"
        />
      </div>
      {images.length > 1 ? (
        <div className="flex items-center gap-1" role="group" aria-label={t('gallery.label')}>
          {pages > 1 ? (
            <button
              type="button"
              className={arrow}
              onClick={() => setPage(page - 1)}
              disabled={page === 0}
              aria-label={t('gallery.previous')}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
            </button>
          ) : null}
          <ul className="grid flex-1 grid-cols-4 gap-2 max-md:grid-cols-[repeat(4,3.5rem)]">
            {shown.map((image, offset) => {
              const index = page * PER_PAGE + offset;
              return (
                <li key={image}>
                  <button
                    type="button"
                    onClick={() => setSelected(index)}
                    aria-label={t('gallery.show', { index: index + 1, count: images.length })}
                    aria-current={index === selected ? 'true' : undefined}
                    className={cn(
                      'block aspect-square w-full cursor-pointer overflow-hidden rounded-lg border-2 bg-white p-1',
                      index === selected ? 'border-brand-600' : 'border-line hover:border-brand-300',
                    )}
                  >
                    <ItemImage
                      image={image}
                      sizes="96px"
                      alt=""
                      width={96}
                      height={96}
                      className="h-full w-full object-contain"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          {pages > 1 ? (
            <button
              type="button"
              className={arrow}
              onClick={() => setPage(page + 1)}
              disabled={page >= pages - 1}
              aria-label={t('gallery.next')}
            >
              <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
