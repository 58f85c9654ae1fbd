import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';
import type { ShowToast, ToastKind, ToasterProps } from './toaster';

/** Class that hides a toast on narrow screens (see index.css; SPEC section 8 "Cart toasts"). */
export const CART_TOAST_CLASS = 'cart-toast';

/*
 * The toast library (and the styles it injects) is not part of the first page load: every toast
 * follows something a person did, so it is fetched on the first toast, or a moment earlier when
 * the person first presses a key or a pointer. Toasts asked for before it has arrived are kept and
 * shown in order once its container is on the page.
 */
type Toaster = ComponentType<ToasterProps>;

let toaster: Toaster | null = null;
let loading: Promise<void> | null = null;
let show: ShowToast | null = null;
const waiting: Parameters<ShowToast>[] = [];
const listeners = new Set<() => void>();

function loadToaster(): Promise<void> {
  loading ??= import('./toaster').then(
    (module) => {
      toaster = module.default;
      for (const listener of listeners) listener();
    },
    () => {
      // Offline or a new deployment: the next toast tries again.
      loading = null;
    },
  );
  return loading;
}

/** Called by the mounted container with its way to show a toast, and with null when it goes. */
function attach(next: ShowToast | null): void {
  show = next;
  if (next) for (const args of waiting.splice(0)) next(...args);
}

function request(kind: ToastKind, message: ReactNode, options?: ToastOptions): void {
  if (show) {
    show(kind, message, options);
    return;
  }
  waiting.push([kind, message, options]);
  void loadToaster();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getToaster = () => toaster;

/** The app's one toast container (bottom-left on wide screens, top-left at 576px and below). */
export function AppToaster() {
  const Loaded = useSyncExternalStore(subscribe, getToaster, getToaster);

  useEffect(() => {
    if (Loaded) return;
    const warm = () => void loadToaster();
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, warm, { once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, warm);
    };
  }, [Loaded]);

  return Loaded ? <Loaded onReady={attach} /> : null;
}

/**
 * `toast.success(t('...'))`, `toast.error(...)`, `toast.info(...)`: the app's toasts. A message may
 * be an element (e.g. a text with an "Undo" button); it is rendered inside the app's providers.
 */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => request('success', message, options),
  error: (message: string, options?: ToastOptions) => request('error', message, options),
  info: (message: string, options?: ToastOptions) => request('info', message, options),
  warning: (message: string, options?: ToastOptions) => request('warning', message, options),
};

/** Cart feedback toasts ('Product (name) added to cart', ...), hidden on phones. */
export const cartToast = {
  success: (message: string, options?: ToastOptions) =>
    toast.success(message, { ...options, className: CART_TOAST_CLASS }),
  info: (message: string, options?: ToastOptions) =>
    toast.info(message, { ...options, className: CART_TOAST_CLASS }),
};
