import { createContext, lazy, Suspense, use, useCallback, useRef, useState, type ReactNode } from 'react';

export interface ConfirmOptions {
  /** The question, e.g. 'Are you sure you want to delete this pack?'. */
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for deletes and other destructive actions. */
  tone?: 'primary' | 'danger';
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

// The dialog code stays out of the first page load; it is fetched when the first question is asked.
const ConfirmModal = lazy(() => import('./confirm-modal'));

interface Pending extends ConfirmOptions {
  resolve: (answer: boolean) => void;
}

/** Provides useConfirm() and renders its one dialog; place it once, near the root. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const pendingRef = useRef<Pending | null>(null);

  const answer = useCallback((value: boolean) => {
    pendingRef.current?.resolve(value);
    pendingRef.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<Confirm>((options) => {
    // A new question answers an unanswered one with "no" rather than leaving it hanging.
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { ...options, resolve };
      pendingRef.current = next;
      setPending(next);
      setOpen(true);
    });
  }, []);

  return (
    <ConfirmContext value={confirm}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmModal
            open={open}
            title={pending.title}
            message={pending.message}
            {...(pending.confirmLabel ? { confirmLabel: pending.confirmLabel } : {})}
            {...(pending.cancelLabel ? { cancelLabel: pending.cancelLabel } : {})}
            {...(pending.tone ? { tone: pending.tone } : {})}
            onAnswer={answer}
          />
        </Suspense>
      ) : null}
    </ConfirmContext>
  );
}

/**
 * Asks a yes/no question in a dialog: `if (await confirm({ message: t('...') })) remove()`.
 * Used for every 'Are you sure…' prompt instead of window.confirm.
 */
export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
