/** The loan originator's type, as the lender's contract states it (src/contract). */
export type { LoanOriginator } from '../../contract/loanOriginator';
