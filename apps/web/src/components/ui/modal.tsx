import type { ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const SIZES = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
  full: 'max-w-6xl',
} as const;

export type ModalSize = keyof typeof SIZES;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  /** Buttons shown at the bottom, aligned to the end. */
  footer?: ReactNode;
  /** Hide the title visually (it is still announced). */
  hideTitle?: boolean;
  className?: string;
  children?: ReactNode;
}

/** An accessible dialog (focus trap, Escape and backdrop close, scroll lock) from Headless UI. */
export function Modal({
  open,
  onClose,
  title,
  description,
  size = 'md',
  footer,
  hideTitle,
  className,
  children,
}: ModalProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-2 sm:items-center sm:p-4">
          <DialogPanel
            transition
            className={cn(
              'relative w-full rounded-card bg-surface shadow-xl transition duration-200',
              'data-closed:translate-y-4 data-closed:opacity-0',
              SIZES[size],
              className,
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
              <div className="min-w-0">
                <DialogTitle className={cn('text-lg font-semibold', hideTitle && 'sr-only')}>
                  {title}
                </DialogTitle>
                {description ? (
                  <Description className="mt-1 text-sm text-muted">{description}</Description>
                ) : null}
              </div>
              <button
                type="button"
                onClick={onClose}
                className="-me-2 rounded-lg p-2 text-muted hover:bg-brand-50 hover:text-ink"
                aria-label={t('actions.close')}
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </div>
            <div className="px-5 py-4">{children}</div>
            {footer ? (
              <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>
            ) : null}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
