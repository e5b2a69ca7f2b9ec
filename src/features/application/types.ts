/** The application's types, inferred from the lender's contract (docs/architecture.md#the-lenders-contract). */
export type {
  ApplicationDocument,
  BankAccount,
  CoDeedStatus,
  ConsentType,
  EmploymentType,
  HelocApplication,
  HelocSigner,
  IncomeSource,
  Lien,
  LienAttestation,
  PayType,
  Property,
} from '../../contract/application';
export type { HmdaAnswers } from '../../contract/hmda';
