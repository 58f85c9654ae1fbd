import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { cartReducer } from './cart-slice';
import { loadPersistedState, savePersistedState, type PersistedState } from './persistence';
import { uiReducer } from './ui-slice';

const rootReducer = combineReducers({ cart: cartReducer, ui: uiReducer });

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
  });
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
