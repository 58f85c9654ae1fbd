import { Slide, ToastContainer, toast, type ToastOptions } from 'react-toastify';

/** Class that hides a toast on narrow screens (see index.css; SPEC section 8 "Cart toasts"). */
export const CART_TOAST_CLASS = 'cart-toast';

/** The app's one toast container: bottom-left on wide screens, top-left at 576px and below. */
export function AppToaster() {
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

/** Cart feedback toasts ('Product (name) added to cart', ...), hidden on phones. */
export const cartToast = {
  success: (message: string, options?: ToastOptions) =>
    toast.success(message, { ...options, className: CART_TOAST_CLASS }),
  info: (message: string, options?: ToastOptions) =>
    toast.info(message, { ...options, className: CART_TOAST_CLASS }),
};

export { toast };
