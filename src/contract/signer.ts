/**
 * The additional signer's answers: the identity service's sign-in and GET .../heloc/co-deed/status
 * (the shape the sandbox lender answers).
 */
import { CO_DEED_STATUSES, consentSchema } from './application';
import {
  answerOf,
  type Answer,
  flag,
  listOf,
  number,
  oneOf,
  orNull,
  record,
  text,
  v,
} from './schema';

/** POST /identity/api/v1/login: the session token. */
export const signInSchema = record({ jwt: text() });

/** The sign-in answer must hold a token. */
export const readSignIn = answerOf(
  v.pipe(
    signInSchema,
    v.check((answer) => answer.jwt !== ''),
  ),
  'sign-in',
);

/** Where the lender has the additional signer: the step open to them, DONE, or CLOSED. */
export const SIGNER_PROGRESS_STEPS = ['IDENTITY', 'SIGN', 'NOTARY', 'DONE', 'CLOSED'] as const;
export type SignerProgressStep = (typeof SIGNER_PROGRESS_STEPS)[number];

/** The signer's own progress on an application they sign for (the lender records it). */
export const signerProgressSchema = record({
  /** ID documents they have sent so far. */
  identityDocuments: number(),
  identityComplete: flag(),
  signed: flag(),
  notarized: flag(),
  step: oneOf(SIGNER_PROGRESS_STEPS, null),
  /**
   * Their consent to receive documents and sign electronically (type ESIGN, when and the version
   * agreed to), or null before they give it (docs/journey.md#the-e-sign-consent).
   */
  esignConsent: orNull(consentSchema),
});

/** An entry without an application uuid is left out. */
export const coDeedApplicationSchema = v.pipe(
  record({
    applicationUuid: text(),
    coDeedStatus: oneOf(CO_DEED_STATUSES, 'NOT_REQUIRED'),
    isSigner: flag(),
    /** The person's own progress, where they sign for the application; null otherwise. */
    signer: orNull(signerProgressSchema),
  }),
  v.check((entry) => entry.applicationUuid !== ''),
);

export const coDeedStatusSchema = record({
  isCoDeeder: flag(),
  applications: listOf(coDeedApplicationSchema),
});

export type SignerProgress = Answer<typeof signerProgressSchema>;
export type CoDeedApplication = Answer<typeof coDeedApplicationSchema>;
export type CoDeedStatusAnswer = Answer<typeof coDeedStatusSchema>;

export const readCoDeedStatus = answerOf(coDeedStatusSchema, 'co-deed status');
