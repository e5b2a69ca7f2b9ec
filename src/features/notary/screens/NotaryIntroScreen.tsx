import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { object } from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ChoiceField } from '../../../forms/ChoiceField';
import { choiceSchema } from '../../../forms/schemas/choice';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { useApplicationUuid } from '../../application';
import { CopiesLink } from '../../copies';
import { navigationRequested, selectLocation, stepUrl } from '../../navigation';
import { selectCompanyInfo } from '../../organisation';
import { NOTARY_MODES, type NotaryMode, useChooseNotaryMutation } from '../notaryApi';
import { NOTARY_MODE_MESSAGE } from '../../../contract/notary';
import { formatFee, manualNotaryFee } from '../notaryFee';
import { NOTARY_SESSION_LENGTH_MESSAGE } from '../NotarySessionSteps';
import '../notary.css';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue`;
export const NOTARY_LEGEND = msg`How would you like to meet your notary?`;
/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export const NOTARY_MESSAGE = NOTARY_MODE_MESSAGE;
export const REMOTE_LABEL = msg`Remote eNotary now`;
export const manualLabel = (fee: string) => msg`A manual notary (${fee})`;

/**
 * Where the app goes once the choice is recorded (docs/journey.md#the-enotary-session: "the app
 * opens").
 */
export const NEXT_STEP: Record<NotaryMode, string> = {
  REMOTE: 'notary/session',
  MANUAL: 'notary/schedule-manual',
};

interface Values {
  mode: NotaryMode | '';
}

const initialValues: Values = { mode: '' };
const schema = object({ mode: choiceSchema(NOTARY_MODES, NOTARY_MESSAGE) });

/**
 * /account/heloc/{uuid}/notary/intro (NOTARY_DISCLOSURE and the other notary states): the deed
 * of trust is notarized either now, online with a remote eNotary, or by a manual notary at a time
 * the borrower chooses, for the fee the lender's disclosure copy states ($300 by default:
 * notaryFee.ts). Continue sends `PUT .../notary { mode }`; then the app opens notary/session or
 * notary/schedule-manual.
 */
export default function NotaryIntroScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  const { disclosureCopy } = useAppSelector(selectCompanyInfo);
  const fee = formatFee(manualNotaryFee(disclosureCopy));
  const sessionLength = t(NOTARY_SESSION_LENGTH_MESSAGE);
  const remoteLabel = t(REMOTE_LABEL);
  const manualChoice = t(manualLabel(fee));
  const [chooseNotary] = useChooseNotaryMutation();

  const submit = async (values: Values) => {
    if (!applicationUuid) throw new Error('No application is open');
    const mode = values.mode as NotaryMode;
    await chooseNotary({ applicationUuid, mode }).unwrap();
    dispatch(
      navigationRequested({
        method: 'push',
        to: stepUrl(applicationUuid, NEXT_STEP[mode], search),
      }),
    );
  };

  return (
    <Screen>
      <StepForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        submitLabel={t(CONTINUE_LABEL)}
      >
        <p>
          <Trans>
            Your documents are signed. The last step is to have the deed of trust notarized: a
            notary checks your photo ID and watches you confirm your signature.
          </Trans>
        </p>
        <CopiesLink applicationUuid={applicationUuid} />
        <dl className="notary-options">
          <dt>{remoteLabel}</dt>
          <dd>
            <Trans>
              Meet a licensed notary by video, online, in {sessionLength}. You need a device with a
              camera and a microphone, and your photo ID.
            </Trans>
          </dd>
          <dt>{manualChoice}</dt>
          <dd>
            <Trans>
              A notary meets you in person at a date and time you choose. The lender charges {fee}{' '}
              for this, and funding may take longer than with a remote notary.
            </Trans>
          </dd>
        </dl>
        <ChoiceField
          name="mode"
          legend={t(NOTARY_LEGEND)}
          choices={[
            { value: 'REMOTE', label: remoteLabel },
            { value: 'MANUAL', label: manualChoice },
          ]}
        />
      </StepForm>
    </Screen>
  );
}
