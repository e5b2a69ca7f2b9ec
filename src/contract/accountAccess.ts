/** GET {service-wallet}/secure/api/v4/account/access: the profile's wallet account. */
import { walletAccountSchema } from './accounts';
import { answerOf, type Answer, orNull, record, text } from './schema';

export const accountAccessSchema = record({
  account: walletAccountSchema,
  authorizedWallet: orNull(record({ address: text(), authorizationType: text() })),
});

export type AccountAccess = Answer<typeof accountAccessSchema>;

export const readAccountAccess = answerOf(accountAccessSchema, 'account access');
