/** The application's types, inferred from the lender's contract (src/contract/application.ts). */
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
