import { Trans, useLingui } from '@lingui/react/macro';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/review-app/property: public property records gave no property, or more
 * than one, for the address given (server states NO_PROPERTY_FOUND and MULTIPLE_PROPERTIES, or
 * the PROPERTY_NO_MATCH condition). The lender's team checks it by hand; the page checks again.
 */
export default function PropertyReviewScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <Screen>
      <p>
        <Trans>
          We look up your home in public property records to confirm who owns it and what it is
          worth. We could not match the address on your application to a single property: either no
          property was found, or more than one was.
        </Trans>
      </p>
      <p>
        <Trans>
          This can happen with new homes, condos and units, rural addresses, or an address written
          differently from the county’s records.
        </Trans>
      </p>
      <NextSteps
        steps={[
          t`Our team checks the address against the county’s records by hand. We usually finish within 2 business days.`,
          t`If we need something from you, such as a recent property tax bill or your deed, we will contact you by e-mail or phone.`,
          t`Once your property is confirmed, you continue your application where you left off.`,
        ]}
      />
      <h2 className="stop-page__heading">
        <Trans>What you can do</Trans>
      </h2>
      <p>
        <Trans>
          Nothing for now. If you think the address on your application is wrong (a missing unit
          number, for example), contact us and we will correct it.
        </Trans>
      </p>
      <CheckAgain {...check} />
      <GetHelp />
    </Screen>
  );
}
