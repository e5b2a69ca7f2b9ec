import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

export { titles } from '../titles';

export const SELECT_OFFER_LABEL = msg`Select offer`;
export const AMOUNT_LABEL = msg`Amount`;
export const TERM_LEGEND = msg`Term`;
export const OFFER_NOT_READY_TEXT = msg`Your offer is not ready yet.`;
/** How long the figures must stay the same before a screen reader hears them (ms). */
export const ANNOUNCE_DELAY_MS = 750;

/** "10 years": a term, in words. */
function useYearsLabel() {
  const { t } = useLingui();
  return (years: number) => t`${plural(years, { one: '# year', other: '# years' })}`;
}

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
  const { t } = useLingui();
  const yearsLabel = useYearsLabel();
  const { values } = useFormikContext<OfferValues>();
  const amount = parseMoney(values.amount);
  const years = termYearsOf(values.term);
  const figures =
    isChoosableAmount(amount, limits) && years !== null
      ? offerFigures(amount, years, limits, isAgeRestrictedInterestOnly)
      : null;
  const paymentLabel = isAgeRestrictedInterestOnly
    ? t`Monthly payment (interest only)`
    : t`Monthly payment`;
  const min = formatWholeDollars(limits.minAmount);
  const max = formatWholeDollars(limits.maxAmount);
  let summary = t`Enter an amount from ${min} to ${max} and choose a term to see your APR and monthly payment.`;
  if (figures && amount !== null && years !== null) {
    const lineAmount = formatWholeDollars(amount);
    const apr = formatApr(figures.apr);
    const payment = formatCents(figures.monthlyPayment);
    summary = isAgeRestrictedInterestOnly
      ? t`${lineAmount} over ${plural(years, { one: '# year', other: '# years' })}: APR ${apr}, monthly payment (interest only) ${payment}`
      : t`${lineAmount} over ${plural(years, { one: '# year', other: '# years' })}: APR ${apr}, monthly payment ${payment}`;
  }
  const announced = useSettledText(summary, ANNOUNCE_DELAY_MS);

  return (
    <section className="offer-figures" aria-labelledby="offer-figures-heading">
      <h2 id="offer-figures-heading" className="offer-figures__heading">
        <Trans>Your offer</Trans>
      </h2>
      {figures && amount !== null && years !== null ? (
        <dl className="offer-figures__list">
          <div className="offer-figures__item">
            <dt>
              <Trans>APR</Trans>
            </dt>
            <dd data-testid="offer-apr">{formatApr(figures.apr)}</dd>
          </div>
          <div className="offer-figures__item">
            <dt>{paymentLabel}</dt>
            <dd data-testid="offer-payment">{formatCents(figures.monthlyPayment)}</dd>
          </div>
          <div className="offer-figures__item">
            <dt>
              <Trans>Initial draw</Trans>
            </dt>
            <dd>{formatWholeDollars(amount)}</dd>
          </div>
          <div className="offer-figures__item">
            <dt>
              <Trans>Fixed term</Trans>
            </dt>
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
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <>
      <p>
        {t(OFFER_NOT_READY_TEXT)}{' '}
        <Trans>We are still working out how much you can borrow and at what rate.</Trans>
      </p>
      <CheckAgain {...check} />
      <h2>
        <Trans>Questions about your offer?</Trans>
      </h2>
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
  const { t } = useLingui();
  const yearsLabel = useYearsLabel();
  const [selectOffer] = useSelectOfferMutation();
  const submit = useStepSubmit((applicationUuid, values: OfferValues) =>
    selectOffer({ applicationUuid, ...offerRequest(values) }).unwrap(),
  );
  const [initialValues] = useState(start);
  const schema = useMemo(() => offerSchema(limits), [limits]);
  const min = formatWholeDollars(limits.minAmount);
  const max = formatWholeDollars(limits.maxAmount);
  const rangeHint = t`From ${min} to ${max}, in whole dollars`;
  const termChoices = OFFER_TERMS_YEARS.map((years) => ({
    value: String(years),
    label: yearsLabel(years),
  }));
  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={t(SELECT_OFFER_LABEL)}
      secondary={<SummaryReturnLink />}
    >
      <MoneyField name="amount" label={t(AMOUNT_LABEL)} hint={rangeHint} />
      <ChoiceField
        name="term"
        legend={t(TERM_LEGEND)}
        hint={t`How many years you have to repay what you draw`}
        choices={termChoices}
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
  const { t } = useLingui();
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
      <p className="offer-headline">{t(headline)}</p>
      <p>{t(detail)}</p>
      <OfferForm
        key={`${limits.minAmount}-${limits.maxAmount}`}
        limits={limits}
        start={offerValues(start.amount, start.termYears)}
        isAgeRestrictedInterestOnly={Boolean(application?.isAgeRestrictedInterestOnly)}
      />
    </Screen>
  );
}
