import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MoneyField } from '../../../forms/MoneyField';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { SupportContact } from '../../../ui/SupportContact';
import { useStepSubmit } from '../../routing';
import { assetsRequest, assetsSchema, initialAssetsValues, type AssetsValues } from '../assetsForm';
import { useSetAssetDepletionMutation } from '../productApi';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue`;
export const ASSETS_LABEL = msg`Total savings and investments`;

/**
 * /account/heloc/{uuid}/product/assets: the asset-depletion step (uwDecision ASSET_DEPLETION).
 * The lender can base the offer on the borrower's savings and investments as well as their
 * income; the borrower gives the total, "Continue" sends `{ assets }`, and the routing decides.
 */
export default function AssetsScreen() {
  const { t } = useLingui();
  const [setAssetDepletion] = useSetAssetDepletionMutation();
  const submit = useStepSubmit((applicationUuid, values: AssetsValues) =>
    setAssetDepletion({ applicationUuid, ...assetsRequest(values) }).unwrap(),
  );

  return (
    <Screen>
      <p>
        <Trans>
          Your income alone does not support the line of credit you asked for, but your offer can
          also be based on your savings and investments. We count money you could draw on as well as
          your income.
        </Trans>
      </p>
      <StepForm
        initialValues={initialAssetsValues}
        validationSchema={assetsSchema}
        onSubmit={submit}
        submitLabel={t(CONTINUE_LABEL)}
      >
        <MoneyField
          name="assets"
          label={t(ASSETS_LABEL)}
          hint={t`Add up your checking and savings accounts, stocks, bonds, mutual funds and retirement accounts. Do not include your home or other property. We may ask for statements later.`}
        />
      </StepForm>
      <h2>
        <Trans>Questions about your offer?</Trans>
      </h2>
      <SupportContact />
    </Screen>
  );
}
