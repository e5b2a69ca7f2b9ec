/**
 * The box that keeps the card's place while the originator loads, the same box the entry
 * (./LazyLoanOfficer.tsx) shows while the card's code loads, so the page does not move when it
 * fills in. loanOfficer.css gives it the aside's or the bar's height and shows each only at its
 * widths.
 */
export const LoanOfficerPlace = ({ where }: { where: 'aside' | 'bar' }) => (
  <div className={`loan-officer-place loan-officer-place--${where}`} aria-hidden="true" />
);
