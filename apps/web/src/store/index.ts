import {
  combineReducers,
  legacy_createStore as createStore,
  type StoreEnhancer,
  type UnknownAction,
} from 'redux';
import { createAction } from './action';
import { cartReducer } from './cart-slice';
import { loadPersistedState, savePersistedState, type PersistedState } from './persistence';
import { uiReducer } from './ui-slice';

const slices = combineReducers({ cart: cartReducer, ui: uiReducer });

export type RootState = ReturnType<typeof slices>;

/** The saved state, put in place once a server-rendered page has hydrated (decision 192). */
export const restorePersisted = createAction<PersistedState>('app/restorePersisted');

function rootReducer(state: Partial<RootState> | undefined, action: UnknownAction): RootState {
  if (restorePersisted.match(action)) return action.payload;
  return slices(state, action);
}

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

/**
 * The store of a server-rendered page (decision 192): it starts from the state the server rendered
 * with (nothing saved: no cart, no chosen language), so the first render matches the HTML. `restore()`,
 * called once the page has hydrated, puts the saved state in place and from then on saves every change.
 */
export function createHydratingStore(storage: Storage = window.localStorage) {
  const store = createAppStore();
  let restored = false;
  return {
    store,
    restore(): void {
      if (restored) return;
      restored = true;
      store.dispatch(restorePersisted(loadPersistedState(storage)));
      persistStore(store, storage);
    },
  };
}
