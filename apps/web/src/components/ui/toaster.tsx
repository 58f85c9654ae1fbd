import { useEffect, type ReactNode } from 'react';
import { Slide, ToastContainer, toast, type ToastOptions } from 'react-toastify';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export type ShowToast = (kind: ToastKind, message: ReactNode, options?: ToastOptions) => void;

export interface ToasterProps {
  /** Receives the way to show a toast once the container is on the page, and null when it leaves. */
  onReady: (show: ShowToast | null) => void;
}

const showToast: ShowToast = (kind, message, options) => {
  toast[kind](message, options);
};

/**
 * The toast container and library, loaded on first use by ./toast.tsx (not part of the first page
 * load). Bottom-left on wide screens; index.css moves it to the top-left at 576px and below.
 */
export default function Toaster({ onReady }: ToasterProps) {
  useEffect(() => {
    onReady(showToast);
    return () => onReady(null);
  }, [onReady]);

  return (
    <ToastContainer
      position="bottom-left"
      autoClose={3000}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      transition={Slide}
      limit={4}
    />
  );
}
