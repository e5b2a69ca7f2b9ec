import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Dialog } from '../../ui/Dialog';
import { NEW_TAB_NOTE } from '../../ui/ExternalLink';
import { selectCurrentApplication } from '../application';
import { selectLocation } from '../navigation';
import { displayNameOf, loanOfficerLabel, originatorBrandOf } from './card';
import { LoanOfficerCard } from './LoanOfficerCard';
import { useGetLoanOriginatorQuery } from './loanOriginatorApi';
import { loanOriginatorUuidFor } from './originatorUuid';
import { LoanOfficerPlace } from './placeholders';
import { useLoanOfficerPlacement } from './useLoanOfficerPlacement';

/**
 * The loan officer card's parts, loaded with the shell extras (src/app/shellExtras.ts; the
 * entry's ./LazyLoanOfficer.tsx renders them). Each fetches the originator (cached 10 minutes) and, until it arrives, keeps
 * the place the entry kept. The aside shows from 1024 px, the bar below that
 * (./useLoanOfficerPlacement): both are rendered, the other one renders nothing.
 */

/** From 1024 px: the card as a complementary region in the side panel column. */
export function LoanOfficerAside({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const wide = useLoanOfficerPlacement() === 'aside';
  const { data, isLoading } = useGetLoanOriginatorQuery(uuid, { skip: !wide });
  if (!wide) return null;
  if (isLoading) return <LoanOfficerPlace where="aside" />;
  const labelMessage = loanOfficerLabel(data);
  if (!data || !labelMessage) return null;
  const label = t(labelMessage);
  return (
    <aside className="loan-officer" aria-labelledby={headingId}>
      <h2 id={headingId} className="loan-officer__heading">
        {label}
      </h2>
      <LoanOfficerCard originator={data} />
    </aside>
  );
}

/** Narrower: a bar at the top whose button, named like the card, opens it as a dialog. */
export function LoanOfficerBar({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const narrow = useLoanOfficerPlacement() === 'bar';
  const { data, isLoading } = useGetLoanOriginatorQuery(uuid, { skip: !narrow });
  if (!narrow) return null;
  if (isLoading) return <LoanOfficerPlace where="bar" />;
  const labelMessage = loanOfficerLabel(data);
  if (!data || !labelMessage) return null;
  const label = t(labelMessage);
  return (
    <div className="loan-officer-bar">
      <span className="loan-officer-bar__name">{displayNameOf(data)}</span>
      <button
        type="button"
        className="button loan-officer-bar__button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? (
        <Dialog title={label} onClose={() => setOpen(false)} className="loan-officer-dialog">
          <LoanOfficerCard originator={data} />
        </Dialog>
      ) : null}
    </div>
  );
}

/**
 * The top bar's brand when the originator has branding of its own (./card.ts originatorBrandOf):
 * its logo (named by it) or its name, linking to its site in a new tab; else `fallback`, the
 * lender's default brand.
 */
export function OriginatorBrand({ uuid, fallback }: { uuid: string; fallback: ReactNode }) {
  const { t } = useLingui();
  const { data } = useGetLoanOriginatorQuery(uuid);
  const brand = originatorBrandOf(data);
  if (!brand) return fallback;
  const content = brand.logoUri ? (
    <img className="top-bar__logo" src={brand.logoUri} alt={brand.name} />
  ) : (
    <span className="top-bar__name loan-officer-brand__name">{brand.name}</span>
  );
  return brand.link ? (
    <a className="top-bar__brand" href={brand.link} target="_blank" rel="noopener noreferrer">
      {content}
      <span className="visually-hidden"> {t(NEW_TAB_NOTE)}</span>
    </a>
  ) : (
    <a className="top-bar__brand" href="/dashboard">
      {content}
    </a>
  );
}

export interface LoanOfficerPartProps {
  part: 'aside' | 'bar' | 'brand';
  /** An originator named by the caller; without one, the referrer query value or the open
   * application's referrer (./originatorUuid.ts). */
  uuid?: string | null;
  /** For 'brand': the lender's default brand. */
  fallback: ReactNode;
}

/** The part the entry asks for (./LazyLoanOfficer.tsx LoanOfficer), by name. */
export function LoanOfficerPart({ part, uuid: explicit, fallback }: LoanOfficerPartProps) {
  const { search } = useAppSelector(selectLocation);
  const referrer = useAppSelector(selectCurrentApplication)?.referrer?.referrerUuid;
  const uuid = loanOriginatorUuidFor(explicit, search, referrer);
  if (!uuid) return fallback;
  if (part === 'aside') return <LoanOfficerAside uuid={uuid} />;
  if (part === 'bar') return <LoanOfficerBar uuid={uuid} />;
  return <OriginatorBrand uuid={uuid} fallback={fallback} />;
}
