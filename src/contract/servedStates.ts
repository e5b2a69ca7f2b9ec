/**
 * A state the lender does not serve (docs/journey.md#a-state-the-lender-does-not-serve): the one
 * rule the registration's property step and the lender apply to the organisation's licences (the
 * 2-letter codes of `GET .../heloc/state-licenses`, written in any case).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { usStateName } from './usStateNames';

/** Whether an organisation licensed in `licences` lends on a home in `state` (a 2-letter code). */
export function servesState(licences: readonly string[], state: string): boolean {
  const wanted = state.trim().toUpperCase();
  return licences.some((abbrev) => abbrev.trim().toUpperCase() === wanted);
}

/** What a person is told of a home in a state the organisation does not serve, by its name. */
export const notServedMessage = (state: string): MessageDescriptor => {
  const name = usStateName(state.trim()) ?? state;
  return msg`We do not offer lines of credit in ${name} yet. Choose a home in a state we serve.`;
};
