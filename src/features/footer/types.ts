/** The state licences' type, as the lender's contract states it (src/contract). */
export type { StateLicence } from '../../contract/stateLicences';
