/**
 * Who the signed-in person is, as the identity services answer (the identity broker's figureinfo
 * and the legacy identity lookups answer the same shape).
 */
import { answerOf, type Answer, flag, listOf, orNull, record, text, v } from './schema';

export const identitySchema = record({
  uuid: text(),
  organizationCode: text(),
  /** A profile type (BORROWER, CO_DEEDER, BROKER), or any other the services name. */
  profileType: text(),
  email: text(),
  updatedAt: text(null),
  isManageable: flag(),
  isBroker: flag(),
  activeLegacyCustomerOrgs: listOf(v.string()),
  aliases: listOf(record({ type: text(), value: text() })),
  passwordExpired: flag(),
  twoFactorEnabled: flag(),
  totpVerified: flag(),
  wallet: orNull(record({ accountAddress: text(), groupPolicyAddress: text() })),
});

export type Identity = Answer<typeof identitySchema>;

/** An answer without a uuid names nobody: it is refused, and counts as a failed lookup. */
export const readIdentity = answerOf(
  v.pipe(
    identitySchema,
    v.check((identity) => identity.uuid !== ''),
  ),
  'identity',
);
