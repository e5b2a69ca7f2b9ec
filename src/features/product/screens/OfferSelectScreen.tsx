import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { ChoiceField } from '../../../forms/ChoiceField';
import { MoneyField } from '../../../forms/MoneyField';
import { StepForm } from '../../../forms/StepForm';
import { parseMoney } from '../../../lib/money';
import { OFFER_TERMS_YEARS } from '../../../contract/offerPricing';
import { Screen } from '../../../ui/Screen';
import { CheckAgain } from '../../../ui/CheckAgain';
import { SupportContact } from '../../../ui/SupportContact';
import { selectCurrentApplication } from '../../application';
import { mergedPricing, selectOrganisation } from '../../organisation';
import { formatApr, formatCents } from '../../progress';
import { SummaryReturnLink, useRoutingCheck, useStepSubmit } from '../../routing';
import {
  formatWholeDollars,
  initialOffer,
  isChoosableAmount,
  offerFigures,
  offerLimits,
  orgOfferPricing,
  type OfferLimits,
} from '../offerCalculator';
import { offerHeadline } from '../offerDecision';
import {
  offerRequest,
  offerSchema,
  offerValues,
  termYearsOf,
  type OfferValues,
} from '../offerForm';
import { useSelectOfferMutation } from '../productApi';
import { useRoutedOffer } from '../useRoutedOffer';
import { useSettledText } from '../useSettledText';
import '../product.css';

export const SELECT_OFFER_LABEL = 'Select offer';
export const AMOUNT_LABEL = 'Amount';
export const TERM_LEGEND = 'Term';
export const OFFER_NOT_READY_TEXT = 'Your offer is not ready yet.';
/** How long the figures must stay the same before a screen reader hears them (ms). */
export const ANNOUNCE_DELAY_MS = 750;

const yearsLabel = (years: number) => `${years} years`;

const TERM_CHOICES = OFFER_TERMS_YEARS.map((years) => ({
  value: String(years),
  label: yearsLabel(years),
}));

/**
 * The APR and monthly payment of what the form holds, updated as the borrower types. The figures
 * show at once; screen readers hear them through a polite live region only once they have stayed
 * the same for ANNOUNCE_DELAY_MS, so typing "150000" is not read out six times.
 */
function OfferFigures({
  limits,
  isAgeRestrictedInterestOnly,
}: {
  limits: OfferLimits;
  isAgeRestrictedInterestOnly: boolean;
}) {
  const { values } = useFormikContext<OfferValues>();
  const amount = parseMoney(values.amount);
  const years = termYearsOf(values.term);
  const figures =
    isChoosableAmount(amount, limits) && years !== null
      ? offerFigures(amount, years, limits, isAgeRestrictedInterestOnly)
      : null;
  const paymentLabel = isAgeRestrictedInterestOnly
    ? 'Monthly payment (interest only)'
    : 'Monthly payment';
  const summary =
    figures && amount !== null && years !== null
      ? `${formatWholeDollars(amount)} over ${yearsLabel(years)}: APR ${formatApr(figures.apr)}, ${paymentLabel.toLowerCase()} ${formatCents(figures.monthlyPayment)}`
      : `Enter an amount from ${formatWholeDollars(limits.minAmount)} to ${formatWholeDollars(limits.maxAmount)} and choose a term to see your APR and monthly payment.`;
  const announced = useSettledText(summary, ANNOUNCE_DELAY_MS);

  return (
    <section className="offer-figures" aria-labelledby="offer-figures-heading">
      <h2 id="offer-figures-heading" className="offer-figures__heading">
        Your offer
      </h2>
      {figures && amount !== null && years !== null ? (
        <dl className="offer-figures__list">
          <div className="offer-figures__item">
            <dt>APR</dt>
            <dd data-testid="offer-apr">{formatApr(figures.apr)}</dd>
          </div>
          <div className="offer-figures__item">
            <dt>{paymentLabel}</dt>
            <dd data-testid="offer-payment">{formatCents(figures.monthlyPayment)}</dd>
          </div>
          <div className="offer-figures__item">
            <dt>Initial draw</dt>
            <dd>{formatWholeDollars(amount)}</dd>
          </div>
          <div className="offer-figures__item">
            <dt>Fixed term</dt>
            <dd>{yearsLabel(years)}</dd>
          </div>
        </dl>
      ) : (
        <p>{summary}</p>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </section>
  );
}

/** The lender's answer cannot price an offer yet (no approved APR or maximum). */
function OfferNotReady() {
  const check = useRoutingCheck();
  return (
    <>
      <p>
        {OFFER_NOT_READY_TEXT} We are still working out how much you can borrow and at what rate.
      </p>
      <CheckAgain {...check} />
      <h2>Questions about your offer?</h2>
      <SupportContact />
    </>
  );
}

/**
 * The calculator itself, started once per set of limits: a reload of the application keeps what
 * the borrower typed.
 */
function OfferForm({
  limits,
  start,
  isAgeRestrictedInterestOnly,
}: {
  limits: OfferLimits;
  start: OfferValues;
  isAgeRestrictedInterestOnly: boolean;
}) {
  const [selectOffer] = useSelectOfferMutation();
  const submit = useStepSubmit((applicationUuid, values: OfferValues) =>
    selectOffer({ applicationUuid, ...offerRequest(values) }).unwrap(),
  );
  const [initialValues] = useState(start);
  const schema = useMemo(() => offerSchema(limits), [limits]);
  const rangeHint = `From ${formatWholeDollars(limits.minAmount)} to ${formatWholeDollars(limits.maxAmount)}, in whole dollars`;
  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={SELECT_OFFER_LABEL}
      secondary={<SummaryReturnLink />}
    >
      <MoneyField name="amount" label={AMOUNT_LABEL} hint={rangeHint} />
      <ChoiceField
        name="term"
        legend={TERM_LEGEND}
        hint="How many years you have to repay what you draw"
        choices={TERM_CHOICES}
      />
      <OfferFigures limits={limits} isAgeRestrictedInterestOnly={isAgeRestrictedInterestOnly} />
    </StepForm>
  );
}

/**
 * /account/heloc/{uuid}/product/select: the offer calculator. The borrower chooses an amount
 * between the minimum and the approved maximum and a term; the APR and monthly payment follow as
 * they type; "Select offer" sends `{ amount, term }` (whole dollars, months) and the routing
 * decides. A change from the summary (?change=app-summary) works the same: the routing decides
 * where to go after the submit. Without an approved APR or maximum (a malformed answer) the page
 * says the offer is not ready and offers to check again.
 */
export default function OfferSelectScreen() {
  const application = useAppSelector(selectCurrentApplication);
  const organisation = useAppSelector(selectOrganisation);
  const routed = useRoutedOffer();
  const org = useMemo(() => orgOfferPricing(mergedPricing(organisation)), [organisation]);
  const limits = useMemo(() => offerLimits(application, org), [application, org]);

  if (!limits) {
    return (
      <Screen>
        <OfferNotReady />
      </Screen>
    );
  }

  const { headline, detail } = offerHeadline(routed, limits.maxAmount);
  const start = initialOffer(application, limits);
  return (
    <Screen>
      <p className="offer-headline">{headline}</p>
      <p>{detail}</p>
      <OfferForm
        key={`${limits.minAmount}-${limits.maxAmount}`}
        limits={limits}
        start={offerValues(start.amount, start.termYears)}
        isAgeRestrictedInterestOnly={Boolean(application?.isAgeRestrictedInterestOnly)}
      />
    </Screen>
  );
}
