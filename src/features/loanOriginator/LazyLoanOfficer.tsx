import { type ReactNode, Suspense } from 'react';
import { LoanOfficerPart } from '../../loading/lateParts';
import { useAppSelector } from '../../app/hooks';
import { selectApplicationRole, selectCurrentApplication } from '../application';

export interface LoanOfficerProps {
  /**
   * 'aside': the card in the side panel column, shown from 1024 px; 'bar': the bar at the top of
   * the page opening it as a dialog, shown below that; 'brand': the top bar's brand, the
   * originator's branding when it has its own (docs/supporting-areas.md#originator-branding), else `children`.
   */
  part: 'aside' | 'bar' | 'brand';
  /** For 'brand': the lender's default brand, also shown while the branding's code loads. */
  children?: ReactNode;
}

/**
 * A part of the loan officer card (docs/supporting-areas.md#loan-officer-card). Its code comes with the shell extras
 * (./LoanOfficer.tsx via src/loading/lateParts.tsx), which also choose the originator; this is all
 * the first screen holds, so it is kept to a few bytes.
 *
 * The aside and the bar are both rendered where they go; only the one for the window's width
 * shows (the extras decide). Their place is kept as soon as the open application names its
 * referrer (loanOfficer.css shows each place only at its widths), while the code and the
 * originator load, so nothing moves. The brand shows the default until the extras know better.
 */
export function LoanOfficer({ part, children = null }: LoanOfficerProps) {
  const referred = Boolean(useAppSelector(selectCurrentApplication)?.referrer?.referrerUuid);
  // The card is the borrower's: never offered to the one who referred the application, their
  // own loan officer (docs/supporting-areas.md#loan-officer-card).
  const ownCard = useAppSelector(selectApplicationRole) === 'referrer';
  const brand = part === 'brand';
  return brand || (referred && !ownCard) ? (
    <Suspense
      fallback={
        brand ? (
          children
        ) : (
          <div className={`loan-officer-place loan-officer-place--${part}`} aria-hidden="true" />
        )
      }
    >
      <LoanOfficerPart part={part} fallback={children} />
    </Suspense>
  ) : null;
}
