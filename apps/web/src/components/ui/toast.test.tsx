import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type * as ToastModule from './toast';

// These tests start from a page that has never shown a toast: the toast module keeps the loaded
// library and the waiting toasts in module state, and the other test files of this worker (one module
// world, vite.config.ts) have already loaded it. So this file loads its own instance, once; its tests
// run in order (never shuffled) and share that instance and the toaster it loads.
let AppToaster: typeof ToastModule.AppToaster;
let CART_TOAST_CLASS: typeof ToastModule.CART_TOAST_CLASS;
let cartToast: typeof ToastModule.cartToast;
let toast: typeof ToastModule.toast;

beforeAll(async () => {
  vi.resetModules();
  ({ AppToaster, CART_TOAST_CLASS, cartToast, toast } = await import('./toast'));
});

describe('toasts loaded on first use', { shuffle: false }, () => {
  it('has no toast container on the page before the first toast', () => {
    const { container } = render(<AppToaster />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('.Toastify')).toBeNull();
  });

  it('shows the first toast with its text once the library has arrived, then the next at once', async () => {
    render(<AppToaster />);
    act(() => toast.success('Your order has been placed successfully!'));
    expect(await screen.findByText('Your order has been placed successfully!')).toBeTruthy();
    expect(document.querySelector('.Toastify__toast-container--bottom-left')).not.toBeNull();

    act(() => toast.error('Failed to remove from favorites. Please try again.'));
    expect(await screen.findByText('Failed to remove from favorites. Please try again.')).toBeTruthy();
  });

  it('keeps toasts asked for before the container is mounted and shows them in order', async () => {
    toast.info('Please log in to manage favorites.');
    cartToast.success('Product Argan Oil added to cart');
    render(<AppToaster />);
    const login = await screen.findByText('Please log in to manage favorites.');
    const added = await screen.findByText('Product Argan Oil added to cart');
    // newestOnTop: the later toast comes first in the container.
    expect(added.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks cart toasts so that phones hide them, and only those', async () => {
    render(<AppToaster />);
    act(() => {
      cartToast.info('Decreased Argan Oil quantity');
      toast.info('A notice for every screen');
    });
    const cart = (await screen.findByText('Decreased Argan Oil quantity')).closest('.Toastify__toast');
    const other = (await screen.findByText('A notice for every screen')).closest('.Toastify__toast');
    expect(cart?.classList.contains(CART_TOAST_CLASS)).toBe(true);
    expect(other?.classList.contains(CART_TOAST_CLASS)).toBe(false);
  });
});
