import { Suspense, type ReactNode } from 'react';
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
