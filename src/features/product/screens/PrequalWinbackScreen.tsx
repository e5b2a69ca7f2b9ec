import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { CheckAgain } from '../../../ui/CheckAgain';
import { SupportContact } from '../../../ui/SupportContact';
import { useUiBrand } from '../../../ui/brand';
import { selectCurrentApplication } from '../../application';
import { useRoutingCheck, useStepSubmit } from '../../routing';
import { formatWholeDollars } from '../offerCalculator';
import { useAcceptPrequalWinbackMutation } from '../productApi';
import '../product.css';

export { titles } from '../titles';

export const ACCEPT_OFFER_LABEL = msg`Accept this offer`;
export const CALL_US_LABEL = msg`Call us instead`;

/** Nothing to answer: the button accepts. */
const initialValues = {};
const acceptSchema = object({});

/** The lower amount: the approved maximum, in whole dollars, or null when the lender gave none. */
function offeredAmount(amount: number | null | undefined): number | null {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 1
    ? Math.floor(amount)
    : null;
}

/**
 * /account/heloc/{uuid}/product/prequal-winback (server state LIEN_POSITION_REQUALIFY): the loans
 * on the property leave room for a smaller line than first offered. The page explains the lower
 * prequalified amount; "Accept this offer" accepts it and the routing decides (offer selection
 * next); a borrower who would rather talk it over reaches support instead.
 */
export default function PrequalWinbackScreen() {
  const { t } = useLingui();
  const application = useAppSelector(selectCurrentApplication);
  const [acceptWinback] = useAcceptPrequalWinbackMutation();
  const submit = useStepSubmit((applicationUuid) => acceptWinback({ applicationUuid }).unwrap());
  const amount = offeredAmount(application?.uwCalculatedDrawAmount);
  const check = useRoutingCheck();
  const { phone } = useUiBrand();

  if (amount === null) {
    return (
      <Screen>
        <p>
          <Trans>
            Your updated offer is not ready yet. We are still working out how much you can borrow.
          </Trans>
        </p>
        <CheckAgain {...check} />
        <h2>
          <Trans>Questions about your offer?</Trans>
        </h2>
        <SupportContact />
      </Screen>
    );
  }

  const upTo = formatWholeDollars(amount);
  return (
    <Screen>
      <p>
        <Trans>
          When we checked the loans secured on your property (liens), we found less room for a new
          line of credit than we first expected. We can still offer you one, for a lower amount.
        </Trans>
      </p>
      <p className="offer-headline">
        <Trans>You&apos;re prequalified for up to {upTo}</Trans>
      </p>
      <p>
        <Trans>
          If you accept, you choose how much to draw, up to this amount, and your term on the next
          page. Your final offer is confirmed once we verify your information.
        </Trans>
      </p>
      <StepForm
        initialValues={initialValues}
        validationSchema={acceptSchema}
        onSubmit={submit}
        submitLabel={t(ACCEPT_OFFER_LABEL)}
        secondary={
          <a className="button button--link" href={`tel:+1${phone}`}>
            {t(CALL_US_LABEL)}
          </a>
        }
      >
        {null}
      </StepForm>
      <h2>
        <Trans>Rather talk it over first?</Trans>
      </h2>
      <p>
        <Trans>
          You do not have to accept. Our team can explain how this amount was worked out and what
          your options are.
        </Trans>
      </p>
      <SupportContact />
    </Screen>
  );
}
