/**
 * Runs in the page (bundled by devtoolsExtension.ts, added before any page script): what the
 * Redux DevTools extension puts in a page, built on the library the extension itself runs,
 * @redux-devtools/instrument, behind the extension's documented compose hook,
 * window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(options)(...enhancers). As the extension does, the
 * instrumentation is the innermost enhancer (the app's middleware dispatches into it), and what
 * it would show in its monitor passes through the app's actionSanitizer and stateSanitizer.
 * The test drives it through window.__devtools: jump to an action, read what the monitor shows.
 */
import { ActionCreators, instrument, type LiftedStore } from '@redux-devtools/instrument';
import jsan from 'jsan';
import type { Action, Reducer, StoreEnhancer, StoreEnhancerStoreCreator } from 'redux';

interface ExtensionOptions {
  name?: string;
  maxAge?: number;
  actionSanitizer?: (action: Action, id: number) => Action;
  stateSanitizer?: (state: unknown, index: number) => unknown;
}

interface InstrumentedStore {
  liftedStore: LiftedStore<unknown, Action, null>;
}

const hook = (options: ExtensionOptions = {}) =>
  ((...enhancers: StoreEnhancer[]) =>
    (createStore: StoreEnhancerStoreCreator) =>
    (reducer: Reducer, preloadedState?: unknown) => {
      const instrumented = instrument(() => null, { maxAge: options.maxAge ?? 50 });
      const creator = enhancers.reduceRight<StoreEnhancerStoreCreator>(
        (composed, enhancer) => enhancer(composed as never) as never,
        instrumented(createStore as never) as never,
      );
      const store = creator(reducer as never, preloadedState as never);
      const lifted = (store as unknown as InstrumentedStore).liftedStore;
      const sanitizeAction = options.actionSanitizer ?? ((action) => action);
      const sanitizeState = options.stateSanitizer ?? ((state) => state);
      (window as unknown as { __devtools: unknown }).__devtools = {
        name: options.name,
        /** The monitor's list: each action's id and type, and the one shown now. */
        list: () => {
          const state = lifted.getState();
          return {
            current: state.currentStateIndex,
            actions: state.stagedActionIds.map((id) => ({
              id,
              type: state.actionsById[id]!.action.type,
            })),
          };
        },
        jumpToAction: (id: number) => lifted.dispatch(ActionCreators.jumpToAction(id)),
        jumpToLatest: () =>
          lifted.dispatch(ActionCreators.jumpToState(lifted.getState().stagedActionIds.length - 1)),
        /**
         * What the extension's Export button writes: the lifted state as its monitor holds it
         * (each action and state through the app's sanitizers), in jsan's JSON.
         */
        exportFile: () => {
          const state = lifted.getState();
          return jsan.stringify({
            ...state,
            actionsById: Object.fromEntries(
              Object.entries(state.actionsById).map(([id, performed]) => [
                id,
                { ...performed, action: sanitizeAction(performed.action, Number(id)) },
              ]),
            ),
            committedState: sanitizeState(state.committedState, 0),
            computedStates: state.computedStates.map((computed, index) => ({
              ...computed,
              state: sanitizeState(computed.state, index),
            })),
          });
        },
        /** Everything the extension would send to its monitor, as text. */
        monitorText: () => {
          const state = lifted.getState();
          return JSON.stringify({
            actions: state.stagedActionIds.map((id) =>
              sanitizeAction(state.actionsById[id]!.action, id),
            ),
            states: state.computedStates.map((computed, index) =>
              sanitizeState(computed.state, index),
            ),
          });
        },
      };
      return store;
    }) as unknown as StoreEnhancer;

(
  window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: unknown }
).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = hook;
