import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useDebugViewShortcut } from './debugView';
import {
  formatApr,
  formatCents,
  formatTermYears,
  formatWholeDollars,
  TIL_LABELS,
} from '../../lib/figures';
import {
  type OfferDetails,
  type PropertyDetails,
  propertyConditionWords,
  selectApplicationId,
  selectMainProgress,
  selectOfferDetails,
  selectOnBankAccountPage,
  selectPropertyDetails,
} from './progressSelectors';
import { DEFAULT_PROGRESS_TEXT, ProgressPanel } from './ProgressPanel';
import './progress.css';

/**
 * "Your offer details": APR, Initial draw, the origination fee and the amount financed when there
 * is a fee, Monthly payment, and Fixed term unless hidden.
 */
export function OfferDetailsBlock({ offer }: { offer: OfferDetails }) {
  const headingId = useId();
  const { t } = useLingui();
  return (
    <section className="progress-card progress-offer" aria-labelledby={headingId}>
      <h3 id={headingId} className="progress-card__heading">
        <Trans>Your offer details</Trans>
      </h3>
      <dl className="progress-details">
        <dt>
          <Trans>APR</Trans>
        </dt>
        <dd>{formatApr(offer.apr)}</dd>
        <dt>
          <Trans>Initial draw</Trans>
        </dt>
        <dd>{formatWholeDollars(offer.initialDraw)}</dd>
        {offer.originationFee > 0 ? (
          <>
            <dt>{t(TIL_LABELS.originationFee)}</dt>
            <dd>{formatCents(offer.originationFee)}</dd>
            <dt>{t(TIL_LABELS.amountFinanced)}</dt>
            <dd>{formatCents(offer.amountFinanced)}</dd>
          </>
        ) : null}
        <dt>{t(TIL_LABELS.monthlyPayment)}</dt>
        <dd>{formatCents(offer.monthlyPayment)}</dd>
        {offer.termYears !== null ? (
          <>
            <dt>
              <Trans>Fixed term</Trans>
            </dt>
            <dd>{formatTermYears(offer.termMonths)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** What the value and condition read while a valuation is still to come. */
export const VALUATION_PENDING_TEXT = msg`Pending valuation`;

/**
 * The property details card: Address, Property value, Property condition (each when known).
 * While a valuation is still to come, value and condition read "Pending valuation" instead of
 * the estimate, so the card never contradicts a "valuation required" step.
 */
export function PropertyDetailsCard({ property }: { property: PropertyDetails }) {
  const { t } = useLingui();
  const headingId = useId();
  const propertyValue = t`Property value`;
  const propertyCondition = t`Property condition`;
  return (
    <section className="progress-card progress-property" aria-labelledby={headingId}>
      <h3 id={headingId} className="progress-card__heading">
        <Trans>Property details</Trans>
      </h3>
      <dl className="progress-details">
        {property.address ? (
          <>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd>{property.address}</dd>
          </>
        ) : null}
        {property.valuationPending ? (
          <>
            <dt>{propertyValue}</dt>
            <dd>{t(VALUATION_PENDING_TEXT)}</dd>
            <dt>{propertyCondition}</dt>
            <dd>{t(VALUATION_PENDING_TEXT)}</dd>
          </>
        ) : (
          <>
            {property.value !== null ? (
              <>
                <dt>{propertyValue}</dt>
                <dd>{formatWholeDollars(property.value)}</dd>
              </>
            ) : null}
            {property.condition ? (
              <>
                <dt>{propertyCondition}</dt>
                <dd>{propertyConditionWords(property.condition, t)}</dd>
              </>
            ) : null}
          </>
        )}
      </dl>
    </section>
  );
}

export interface ApplicationSidePanelProps {
  /** Replaces the default text under the heading (DEFAULT_PROGRESS_TEXT). */
  description?: string;
  /** The credentials line; by default only where a bank account is linked (linksBankAccount). */
  showSecurityLine?: boolean;
}

/** No debug view exists to open: the shortcut is defined but never active. */
const noDebugView = () => undefined;

/**
 * The progress side panel of the /{uuid} routes (docs/shell.md#the-progress-side-panel): the main
 * steps with the current one from the routing engine (or the page), the offer block, the property
 * card.
 */
export function ApplicationSidePanel({ description, showSecurityLine }: ApplicationSidePanelProps) {
  const { t } = useLingui();
  const progress = useAppSelector(selectMainProgress);
  const applicationId = useAppSelector(selectApplicationId);
  const offer = useAppSelector(selectOfferDetails);
  const property = useAppSelector(selectPropertyDetails);
  const onBankAccountPage = useAppSelector(selectOnBankAccountPage);
  useDebugViewShortcut(noDebugView);

  return (
    <ProgressPanel
      progress={progress}
      stepsLabel={t`Application steps`}
      applicationId={applicationId}
      description={description ?? t(DEFAULT_PROGRESS_TEXT)}
      showSecurityLine={showSecurityLine ?? onBankAccountPage}
    >
      {offer ? <OfferDetailsBlock offer={offer} /> : null}
      {property ? <PropertyDetailsCard property={property} /> : null}
    </ProgressPanel>
  );
}
