import { baseApi } from './baseApi';

/** The action a type guard lets through. */
type Guarded<Match> = Match extends (action: unknown) => action is infer Action ? Action : never;

/**
 * The answers of one of the lender's endpoints told by the endpoint's name, as its own
 * `matchFulfilled` and `matchRejected` tell them: for a reducer that ships with the first screen
 * while the endpoint's code, and the contract's reading of its answer, load later. The reducer
 * imports the endpoint's type only (docs/performance.md#the-first-screen).
 */
export function answersOf<Endpoint extends { matchFulfilled: unknown; matchRejected: unknown }>(
  endpointName: string,
) {
  const answer =
    (outcome: 'fulfilled' | 'rejected') =>
    (action: unknown): boolean => {
      const { type, meta } = action as {
        type?: unknown;
        meta?: { arg?: { endpointName?: string } };
      };
      return (
        type === `${baseApi.reducerPath}/executeQuery/${outcome}` &&
        meta?.arg?.endpointName === endpointName
      );
    };
  return {
    fulfilled: answer('fulfilled') as (
      action: unknown,
    ) => action is Guarded<Endpoint['matchFulfilled']>,
    rejected: answer('rejected') as (
      action: unknown,
    ) => action is Guarded<Endpoint['matchRejected']>,
  };
}
