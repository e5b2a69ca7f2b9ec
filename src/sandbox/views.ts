/** Records as the lender's services answer them. */
import type { AccountAccess } from '../contract/accountAccess';
import type { Profile } from '../contract/profile';
import type { DashboardAccount } from '../contract/accounts';
import type { HelocApplication } from '../contract/application';
import type { Identity } from '../contract/identity';
import type { StatusResponse } from '../contract/status';
import { hmdaAnswersOf } from '../contract/hmda';
import { fullNameOf } from './names';
import type { ApplicationRecord, PersonRecord } from './records';

export function identityOf(person: PersonRecord): Identity {
  return {
    uuid: person.uuid,
    organizationCode: person.orgCode,
    profileType: person.profile.type,
    email: person.email,
    updatedAt: person.updatedAt,
    isManageable: true,
    isBroker: Boolean(person.profile.isBroker),
    activeLegacyCustomerOrgs: [],
    aliases: [{ type: 'EMAIL', value: person.email }],
    passwordExpired: false,
    twoFactorEnabled: false,
    totpVerified: false,
    wallet: person.wallet,
  };
}

export const profileOf = (person: PersonRecord): Profile => person.profile;

function accountName(person: PersonRecord): string {
  return fullNameOf(person.profile.name) || person.email;
}

export function dashboardAccountsOf(person: PersonRecord): DashboardAccount[] {
  return [
    {
      account: { name: accountName(person), address: person.wallet.accountAddress },
      authorizedWallets: [{ address: person.wallet.accountAddress }],
      authorizationType: 'OWNER',
      notifications: [...person.notifications].sort((a, b) => b.created.localeCompare(a.created)),
    },
  ];
}

export function accountAccessOf(person: PersonRecord): AccountAccess {
  return {
    account: { name: accountName(person), address: person.wallet.accountAddress },
    authorizedWallet: { address: person.wallet.accountAddress, authorizationType: 'OWNER' },
  };
}

/**
 * The application as the application service answers it; `state` is the record's state. HMDA
 * answers kept before the lists (a single code each) are answered as one-item lists.
 */
export function applicationOf(record: ApplicationRecord): HelocApplication {
  const { hmda } = record.application;
  return {
    ...record.application,
    ...(hmda ? { hmda: hmdaAnswersOf(hmda) } : {}),
    uuid: record.uuid,
    state: record.state,
  };
}

/**
 * The flat status answer: applicationUuid, state, then the status fields. The state is what the
 * lender answers on the wire: a control-API script may answer names outside the list, to show
 * what the app does with them (unmatched).
 */
export function statusOf(
  record: ApplicationRecord,
  state: string | null,
): Omit<StatusResponse, 'state'> & { state: string | null } {
  const fields: Record<string, unknown> = { ...record.status };
  delete fields.applicationUuid;
  delete fields.state;
  return { applicationUuid: record.uuid, state, ...fields };
}
