import {
  arrayOf,
  bool,
  type Decoder,
  isRecord,
  nullable,
  num,
  oneOf,
  optBool,
  optStr,
  record,
  required,
  str,
} from '../../api/decode';
import { hmdaAnswersOf } from '../../lib/hmdaAnswers';
import type { PostalAddress } from '../profile';
import type {
  ApplicationDocument,
  BankAccount,
  HelocApplication,
  HelocSigner,
  IncomeSource,
  Lien,
  LienAttestation,
  Property,
} from './types';

const postalAddress = record<PostalAddress>({
  street1: str(),
  street2: optStr,
  city: str(),
  state: str(),
  zip: str(),
});

const property = record<Property>({
  uuid: str(),
  state: str(),
  address: (v) => postalAddress(v) ?? { street1: '', city: '', state: '', zip: '' },
  condition: optStr,
});

const bankAccount = record<BankAccount>({
  uuid: str(),
  routingNumber: optStr,
  accountNumber: optStr,
  mask: optStr,
  accountType: (v) => (v === 'CHECKING' || v === 'SAVINGS' ? v : v === null ? null : undefined),
});

/** Entries that are not liens are dropped; a lien without a lender or balance still shows. */
const lien = record<Lien>({
  uuid: str(),
  lender: str(),
  balance: num<number | null>(null),
  open: optBool,
});

const lienAttestation = record<LienAttestation>({
  attested: bool(),
  at: str<string | null>(null),
});

const completion: Decoder<{ complete: boolean }> = (v) => ({
  complete: isRecord(v) && v.complete === true,
});

const applicationRecord = record<HelocApplication>({
  uuid: str(),
  loanNumber: str(),
  state: optStr,
  property: nullable(property),
  adjustedHomeAmount: num<number | null>(null),
  selectedPropertyUuid: str<string | null>(null),
  term: num(),
  amount: num(),
  rate: num(),
  uwCalculatedDrawAmount: num<number | null>(null),
  approvedApr: num<number | null>(null),
  consents: arrayOf(
    record<{ type: 'SOFT_CREDIT' | 'HARD_CREDIT'; acceptedAt?: string }>({
      type: oneOf(['SOFT_CREDIT', 'HARD_CREDIT'] as const, 'SOFT_CREDIT'),
      acceptedAt: (v) => (typeof v === 'string' ? v : undefined),
    }),
  ),
  documents: arrayOf(
    record<ApplicationDocument>({
      uuid: str(),
      type: str(),
      uploadedAt: (v) => (typeof v === 'string' ? v : undefined),
    }),
  ),
  incomeSources: arrayOf(
    record<IncomeSource>({
      uuid: str(),
      employmentType: oneOf(
        [
          'FULL_TIME',
          'PART_TIME',
          'SELF_EMPLOYED',
          'RETIRED',
          'UNEMPLOYED',
          'SEPARATE_MAINTENANCE',
        ] as const,
        'FULL_TIME',
      ),
      employerName: optStr,
      annualIncome: num<number | null>(null),
    }),
  ),
  disburseAccount: nullable(bankAccount),
  autopayAccount: nullable(bankAccount),
  payType: oneOf(['AUTOPAY', 'MANUAL'] as const, null),
  isCrypto: bool(),
  hasHmda: bool(),
  // Answers kept before the lists (a single code each) read as one-item lists.
  hmda: hmdaAnswersOf,
  assetDepletion: completion,
  insurance: completion,
  coDeedStatus: oneOf(['NOT_REQUIRED', 'PENDING', 'COMPLETE'] as const, 'NOT_REQUIRED'),
  requestedManualNotaryTime: str<string | null>(null),
  referrer: nullable(record<{ referrerUuid: string }>({ referrerUuid: str() })),
  additionalSignerVersion: oneOf(['v0', 'v1'] as const, null),
  helocSigners: (v) =>
    Array.isArray(v)
      ? arrayOf(
          record<HelocSigner>({
            identityUuid: str(),
            name: nullable(
              record<{ firstName: string; lastName: string }>({
                firstName: str(),
                lastName: str(),
              }),
            ),
          }),
        )(v)
      : undefined,
  liens: (v) => (Array.isArray(v) ? arrayOf(lien)(v) : undefined),
  lienAttestation: (v) => (v === undefined ? undefined : nullable(lienAttestation)(v)),
  isAgeRestrictedInterestOnly: bool(),
  name: (v) =>
    record<NonNullable<HelocApplication['name']>>({
      firstName: str(),
      middleName: optStr,
      lastName: str(),
      suffix: optStr,
    })(v) ?? undefined,
  email: optStr,
  auditFields: (v) => record<{ createdDate: string }>({ createdDate: str() })(v) ?? undefined,
});

export const decodeApplication: Decoder<HelocApplication> = required(
  applicationRecord,
  'application',
);

export const decodeApplications: Decoder<HelocApplication[]> = (v) => {
  if (!Array.isArray(v)) return required<HelocApplication[]>(() => null, 'applications')(v);
  return arrayOf(applicationRecord)(v).filter((a) => a.uuid);
};
