/**
 * The loan originator feature's public entry: what other features may import from it. The card's
 * parts (./LoanOfficer.tsx) load with the shell extras (src/app/shellExtras.ts); the first screen
 * holds only ./LazyLoanOfficer.tsx, which keeps their places.
 */
export { LoanOfficer } from './LazyLoanOfficer';
export type { LoanOfficerProps } from './LazyLoanOfficer';
export { LoanOfficerPart } from './LoanOfficer';
export type { LoanOriginator } from './types';
