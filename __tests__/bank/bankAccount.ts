/** The bank account questions (src/features/bank/bankAccountForm.tsx), as the bank screens ask them. */
import { screen } from '@testing-library/react';
import { ACCOUNT_NUMBER_MESSAGES } from '../../src/forms/schemas/bankAccount';
import { ROUTING_NUMBER_MESSAGES } from '../../src/forms/schemas/routingNumber';
import { bankAccountHandoff } from '../../src/features/bank/bankApi';
import * as redactModule from '../../src/lib/supportRedaction';
import { APPLICATION_UUID } from '../support/fixtures';
import type { StepFormSpec, StepView, User } from '../support/screenTest';
import { i18n } from '../../src/lib/i18n';

export const ROUTING = '121000358';
export const ACCOUNT = '000123456789';

export const field = (name: string) => screen.getByRole('textbox', { name });

/** Answers the four questions (a value left empty is not typed; a type of null is not chosen). */
export async function fillIn(
  user: User,
  {
    routing = ROUTING,
    account = ACCOUNT,
    confirm = account,
    type = 'Savings',
  }: { routing?: string; account?: string; confirm?: string; type?: string | null } = {},
) {
  if (routing) await user.type(field('Routing number'), routing);
  if (account) await user.type(field('Account number'), account);
  if (confirm) await user.type(field('Confirm account number'), confirm);
  if (type) await user.click(screen.getByRole('radio', { name: type }));
}

/** The schema's rules: what a blank form and each refused answer say. */
export const ACCOUNT_SCHEMA: Pick<StepFormSpec, 'missing' | 'refused'> = {
  missing: [
    [i18n._(ROUTING_NUMBER_MESSAGES.required), '#field-routingNumber'],
    [i18n._(ACCOUNT_NUMBER_MESSAGES.required), '#field-accountNumber'],
    [i18n._(ACCOUNT_NUMBER_MESSAGES.confirmRequired), '#field-confirmAccountNumber'],
    [i18n._(ACCOUNT_NUMBER_MESSAGES.typeRequired), '#field-accountType'],
  ],
  refused: [
    ['a routing number of 8 digits', (user) => fillIn(user, { routing: '12100035' }), [[i18n._(ROUTING_NUMBER_MESSAGES.digits), '#field-routingNumber']]],
    ['a routing number failing its checksum', (user) => fillIn(user, { routing: '123456789' }), [[i18n._(ROUTING_NUMBER_MESSAGES.checksum), '#field-routingNumber']]],
    ['an account number of 3 digits', (user) => fillIn(user, { account: '123' }), [[i18n._(ACCOUNT_NUMBER_MESSAGES.digits), '#field-accountNumber']]],
    ['an account number of 18 digits', (user) => fillIn(user, { account: '123456789012345678' }), [[i18n._(ACCOUNT_NUMBER_MESSAGES.digits), '#field-accountNumber']]],
    ['a confirmation that differs', (user) => fillIn(user, { confirm: '000123456788' }), [[i18n._(ACCOUNT_NUMBER_MESSAGES.mismatch), '#field-confirmAccountNumber']]],
  ],
}; // prettier-ignore

/**
 * The account went to the call by a handle: neither the store nor its recorded actions (redaction
 * turned off to see what it would have to hide) ever hold the number, and no handle is left. The
 * call's arguments are the handle and `otherArgs` alone.
 */
export async function expectHandedByHandle(
  store: StepView['store'],
  endpointName: string,
  otherArgs: object = {},
) {
  expect(JSON.stringify(store.getState())).not.toContain(ACCOUNT);
  expect(bankAccountHandoff.heldCount()).toBe(0);
  jest.spyOn(redactModule, 'redactForSupport').mockImplementation((value) => value);
  const log = (await store.exportActionLog())!;
  expect(JSON.stringify(log)).not.toContain(ACCOUNT);
  const pendingCall = log.actions.find(
    (action) =>
      action.type === 'api/executeMutation/pending' &&
      (action.meta as { arg: { endpointName: string } }).arg.endpointName === endpointName,
  );
  const { originalArgs } = (pendingCall?.meta as { arg: { originalArgs: object } }).arg;
  expect(originalArgs).toEqual({
    applicationUuid: APPLICATION_UUID,
    accountHandle: expect.stringMatching(/^bank-account-handle-\d+$/),
    ...otherArgs,
  });
}
