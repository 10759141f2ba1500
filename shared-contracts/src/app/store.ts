import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ApiTag } from './api-tags.ts';
import { STORAGE_KEYS } from '../common/constants.ts';
import type { PortalConfig } from '../portal/schema.ts';
import { authSlice, signedOut, tokensReceived, validStoredAuth } from './auth-slice.ts';
import { configSlice } from './config-slice.ts';
import { notificationsSlice } from './notifications-slice.ts';
import {
  defaultPreferences,
  preferencesSlice,
  type PreferencesState,
} from './preferences-slice.ts';
import { readJson, writeJson } from './storage.ts';

/** The API slice's state (RTK Query's cache), under `api`. */
type ApiState = CombinedState<Record<never, never>, ApiTag, 'api'>;

/** What the store takes of the API slice (api/api.ts), which loads after it. */
interface ApiSlice {
  reducerPath: 'api';
  reducer: Reducer<ApiState>;
  middleware: Middleware<
    Record<never, never>,
    { api: ApiState },
    ThunkDispatch<unknown, unknown, UnknownAction>
  >;
}

/** Slices later domains add with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(
  authSlice,
  configSlice,
  notificationsSlice,
  preferencesSlice,
).withLazyLoadedSlices<{ api: ApiState }>();

// The API slice (RTK Query) is not in the portal's first load: it joins the store when its module
// loads, which may be after the store is made (see attachApi).
const apiMiddleware = createDynamicMiddleware();
const apiAttached = createAction('store/apiAttached');
// Stores made before the slice joined, each to be given its state; none once it has.
let awaitingApi: Set<() => void> | null = new Set();

/**
 * Called once by the API slice's own module: its reducer and middleware join every store, and a
 * store made before is given the slice's initial state at once rather than at its next action.
 */
export function attachApi(slice: ApiSlice): void {
  rootReducer.inject(slice);
  apiMiddleware.addMiddleware(slice.middleware);
  const stores = awaitingApi;
  awaitingApi = null;
  stores?.forEach((initialise) => initialise());
}

// The store last made (the shell's, or a remote's running standalone), and who waits for one.
let madeStore: PortalStore | undefined;
const awaitingStore = new Set<(store: PortalStore) => void>();

/**
 * Runs `start` with the portal's store, at once or when it is made: a route's code starts the
 * requests of its screen with it (route-level prefetch), before the screen renders and asks.
 */
export function withPortalStore(start: (store: PortalStore) => void): void {
  if (madeStore) start(madeStore);
  else awaitingStore.add(start);
}

export interface PortalStoreOptions {
  config: PortalConfig;
  storage?: Storage;
  now?: () => number;
}

/** The one store: the shell creates it; a remote running standalone creates its own. */
export function createPortalStore({
  config,
  storage = localStorage,
  now = Date.now,
}: PortalStoreOptions) {
  const tokens = validStoredAuth(readJson(storage, STORAGE_KEYS.authToken), now());
  if (!tokens) storage.removeItem(STORAGE_KEYS.authToken);
  const preferences: PreferencesState = {
    ...defaultPreferences,
    ...(readJson(storage, STORAGE_KEYS.theme) as Partial<PreferencesState> | null),
  };
  const store = configureStore({
    reducer: rootReducer as Reducer<PortalState, UnknownAction, Partial<PortalState>>,
    preloadedState: { config, auth: { tokens }, preferences },
    middleware: (getDefault) => getDefault().concat(apiMiddleware.middleware),
  });
  awaitingApi?.add(() => store.dispatch(apiAttached()));
  persistOnChange(store, storage);
  followOtherTabs(store, storage, now);
  madeStore = store;
  awaitingStore.forEach((start) => start(store));
  awaitingStore.clear();
  return store;
}

interface Observable {
  getState(): PortalState;
  subscribe(listener: () => void): unknown;
}

/**
 * Another tab of the portal that refreshes, signs in or signs out writes the tokens to local
 * storage: this tab takes them too. A tab left on the tokens another tab has exchanged would
 * present a spent refresh token at its next refresh, which ends the sign-in as a stolen copy.
 */
function followOtherTabs(store: PortalStore, storage: Storage, now: () => number): void {
  window.addEventListener('storage', (event) => {
    // A null key: the storage was cleared.
    if (
      event.storageArea !== storage ||
      (event.key ?? STORAGE_KEYS.authToken) !== STORAGE_KEYS.authToken
    )
      return;
    const tokens = validStoredAuth(readJson(storage, STORAGE_KEYS.authToken), now());
    store.dispatch(tokens ? tokensReceived(tokens) : signedOut());
  });
}

function persistOnChange(store: Observable, storage: Storage): void {
  let previous = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.auth !== previous.auth) {
      if (state.auth.tokens) writeJson(storage, STORAGE_KEYS.authToken, state.auth.tokens);
      else storage.removeItem(STORAGE_KEYS.authToken);
    }
    if (state.preferences !== previous.preferences) {
      writeJson(storage, STORAGE_KEYS.theme, state.preferences);
    }
    previous = state;
  });
}

/**
 * The store's state, with the API slice: code can only reach the slice through its module, and
 * loading that module attaches it (attachApi).
 */
export type PortalState = Required<ReturnType<typeof rootReducer>>;
export type PortalStore = ReturnType<typeof createPortalStore>;
export type PortalDispatch = PortalStore['dispatch'];

export const usePortalDispatch = useDispatch.withTypes<PortalDispatch>();
export const usePortalSelector = useSelector.withTypes<PortalState>();
export const usePortalStore = useStore.withTypes<PortalStore>();
