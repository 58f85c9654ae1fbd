import { StrictMode, Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmProvider } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { AppToaster } from '@/components/ui/toast';
import type { AppStore } from '@/store';

/** Everything a screen may rely on: client state, server state, translations, confirm, toasts. */
export function AppProvider({
  store,
  queryClient,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageSpinner />}>
          <ConfirmProvider>{children}</ConfirmProvider>
        </Suspense>
        <AppToaster />
      </QueryClientProvider>
    </ReduxProvider>
  );
}

/**
 * The whole app's tree around its router, written once for the browser (src/main.tsx, built or
 * hydrated) and the server (src/entry-server.tsx), so the server's markup is what hydration expects.
 */
export function AppRoot({
  i18n,
  store,
  queryClient,
  children,
}: {
  i18n: I18n;
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProvider store={store} queryClient={queryClient}>
          {children}
        </AppProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
