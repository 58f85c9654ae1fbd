import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to show: at most `size` consecutive pages around the current one, shifted so
 * the window stays inside 1..pageCount (SPEC section 9: page buttons at most 5).
 */
export function pageWindow(page: number, pageCount: number, size = MAX_PAGE_BUTTONS): number[] {
  if (pageCount <= 0) return [];
  const count = Math.min(size, pageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  let start = current - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, pageCount - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors disabled:opacity-40 disabled:pointer-events-none';

export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);

  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex items-center justify-center gap-1', className)}
    >
      <button
        type="button"
        className={cn(pageButton, 'hover:bg-brand-50')}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('pagination.previous')}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
      </button>
      {pages.map((number) => {
        const isCurrent = number === page;
        return (
          <button
            key={number}
            type="button"
            className={cn(pageButton, isCurrent ? 'bg-brand-700 text-white' : 'hover:bg-brand-50')}
            onClick={() => onPageChange(number)}
            aria-current={isCurrent ? 'page' : undefined}
            aria-label={t(isCurrent ? 'pagination.currentPage' : 'pagination.page', { page: number })}
          >
            {number}
          </button>
        );
      })}
      <button
        type="button"
        className={cn(pageButton, 'hover:bg-brand-50')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        aria-label={t('pagination.next')}
      >
        <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
      </button>
    </nav>
  );
}
