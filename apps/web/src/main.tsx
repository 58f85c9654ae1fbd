import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n';
import { areaOfPath, displayLanguage } from './i18n/language';
import { queryClient } from './lib/query-client';
import { createPersistedStore } from './store';
import './index.css';

const store = createPersistedStore();
// Start translations in the language the first screen shows, so nothing flashes in another one.
void initI18n(displayLanguage(store.getState().ui, areaOfPath(window.location.pathname)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider store={store} queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);
