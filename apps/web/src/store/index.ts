import { combineReducers, legacy_createStore as createStore, type StoreEnhancer } from 'redux';
import { cartReducer } from './cart-slice';
import { loadPersistedState, savePersistedState, type PersistedState } from './persistence';
import { uiReducer } from './ui-slice';

const rootReducer = combineReducers({ cart: cartReducer, ui: uiReducer });

export type RootState = ReturnType<typeof rootReducer>;

type DevtoolsWindow = { __REDUX_DEVTOOLS_EXTENSION__?: () => StoreEnhancer };

/** The browser's Redux DevTools, during development only. */
function devtools(): StoreEnhancer | undefined {
  if (!import.meta.env.DEV || typeof window === 'undefined') return undefined;
  return (window as DevtoolsWindow).__REDUX_DEVTOOLS_EXTENSION__?.();
}

/**
 * The store: Redux itself (docs/decisions/060-first-load-budget.md). Its state is two small
 * slices with plain reducers and no asynchronous logic, which the toolkit's extras did not serve.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return createStore(rootReducer, preloadedState, devtools());
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** Saves the state on every change (SPEC section 4), skipping dispatches that changed nothing. */
export function persistStore(store: AppStore, storage: Storage = window.localStorage): () => void {
  let previous: RootState | undefined;
  return store.subscribe(() => {
    const state = store.getState();
    if (state === previous) return;
    previous = state;
    savePersistedState(state satisfies PersistedState, storage);
  });
}

/** The app's store: restored from localStorage at start, saved on every change. */
export function createPersistedStore(storage: Storage = window.localStorage): AppStore {
  const store = createAppStore(loadPersistedState(storage));
  persistStore(store, storage);
  return store;
}
