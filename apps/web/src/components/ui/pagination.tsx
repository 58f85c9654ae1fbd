import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { isPlainClick } from '@/lib/plain-click';

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
  /**
   * The address of a page: with it the page numbers are links (a plain click still changes the page
   * in place), so paging works before the page's script is ready, or without it (decision 220).
   */
  hrefFor?: (page: number) => string;
  className?: string;
}

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors disabled:opacity-40 disabled:pointer-events-none';

export function Pagination({ page, pageCount, onPageChange, hrefFor, className }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);
  if (hrefFor) {
    const link = (target: number, label: string, content: ReactNode, extra: string, current = false) => {
      if (target < 1 || target > pageCount) {
        return (
          <span aria-hidden="true" className={cn(pageButton, 'opacity-40')}>
            {content}
          </span>
        );
      }
      return (
        <a
          href={hrefFor(target)}
          className={cn(pageButton, extra)}
          aria-current={current ? 'page' : undefined}
          aria-label={label}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onPageChange(target);
          }}
        >
          {content}
        </a>
      );
    };
    return (
      <nav aria-label={t('pagination.label')} className={cn('flex items-center justify-center gap-1', className)}>
        {link(
          page - 1,
          t('pagination.previous'),
          <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />,
          'hover:bg-brand-50',
        )}
        {pages.map((number) => {
          const isCurrent = number === page;
          return (
            <span key={number} className="contents">
              {link(
                number,
                t(isCurrent ? 'pagination.currentPage' : 'pagination.page', { page: number }),
                number,
                isCurrent ? 'bg-brand-700 text-white' : 'hover:bg-brand-50',
                isCurrent,
              )}
            </span>
          );
        })}
        {link(
          page + 1,
          t('pagination.next'),
          <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />,
          'hover:bg-brand-50',
        )}
      </nav>
    );
  }

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
