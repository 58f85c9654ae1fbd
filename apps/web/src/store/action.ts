import type { UnknownAction } from 'redux';

// A type literal, not an interface, so that it fits Redux's UnknownAction (an index signature).
export type PayloadAction<P> = { type: string; payload: P };

/** An action creator that also says whether an action is one of its own (`addToCart.match(action)`). */
export interface ActionCreator<P> {
  (...args: [P] extends [void] ? [] : [payload: P]): PayloadAction<P>;
  readonly type: string;
  match(action: UnknownAction): action is PayloadAction<P>;
}

/**
 * Redux Toolkit's `createAction`, the one part of it the store used: the toolkit as a whole (with
 * its draft library) weighed about 6 KB gzip in every first page load (docs/decisions/060-first-load-budget.md).
 */
export function createAction<P = void>(type: string): ActionCreator<P> {
  const create = (...args: unknown[]) => ({ type, payload: args[0] as P });
  return Object.assign(create, {
    type,
    match: (action: UnknownAction): action is PayloadAction<P> => action.type === type,
  }) as ActionCreator<P>;
}
