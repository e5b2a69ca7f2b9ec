import { object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { ChoiceField } from '../../../forms/ChoiceField';
import { choiceSchema } from '../../../forms/schemas/choice';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication } from '../../application';
import type { HelocApplication } from '../../application';
import { useStepSubmit } from '../../routing';
import {
  HMDA_CODES,
  HMDA_DECLINED_LABEL,
  HMDA_QUESTIONS,
  hmdaChoices,
  isHmdaCode,
  type HmdaBody,
  type HmdaQuestion,
} from '../hmda';
import { useSubmitHmdaMutation } from '../startApi';

export const CONTINUE_LABEL = 'Continue';

/** One message per question: choose an answer, or say you would rather not. */
export const HMDA_MESSAGES: Record<HmdaQuestion, string> = {
  ethnicity: `Select your ethnicity, or "${HMDA_DECLINED_LABEL}"`,
  race: `Select your race, or "${HMDA_DECLINED_LABEL}"`,
  sex: `Select your sex, or "${HMDA_DECLINED_LABEL}"`,
};

type Values = { [Question in HmdaQuestion]: HmdaBody[Question] | '' };

export const hmdaSchema = object({
  ethnicity: choiceSchema(HMDA_CODES.ethnicity, HMDA_MESSAGES.ethnicity),
  race: choiceSchema(HMDA_CODES.race, HMDA_MESSAGES.race),
  sex: choiceSchema(HMDA_CODES.sex, HMDA_MESSAGES.sex),
});

/** The answers given before (a change from the summary), or none. */
function initialValuesOf(application: HelocApplication | null): Values {
  const answer = <Q extends HmdaQuestion>(question: Q): HmdaBody[Q] | '' => {
    const code = application?.hmda?.[question];
    return isHmdaCode(question, code) ? (code as HmdaBody[Q]) : '';
  };
  return { ethnicity: answer('ethnicity'), race: answer('race'), sex: answer('sex') };
}

/**
 * /account/heloc/{uuid}/start/hmda: the government monitoring questions every mortgage lender
 * asks (ethnicity, race, sex), each with "I do not wish to provide this information"; then the
 * routing decides.
 */
export default function HmdaScreen() {
  const application = useAppSelector(selectCurrentApplication);
  const [submitHmda] = useSubmitHmdaMutation();
  const submit = useStepSubmit((applicationUuid, values: Values) =>
    submitHmda({ applicationUuid, answers: values as HmdaBody }).unwrap(),
  );

  return (
    <Screen>
      <StepForm
        initialValues={initialValuesOf(application)}
        validationSchema={hmdaSchema}
        onSubmit={submit}
        submitLabel={CONTINUE_LABEL}
      >
        <p>
          Federal law, the Home Mortgage Disclosure Act, asks every lender to collect this
          information for home loans. It helps make sure lenders treat all applicants fairly and
          meet the housing needs of their communities.
        </p>
        <p>
          Your answers are not used to decide on your application or the offer you get. You can
          choose not to answer any question: pick &ldquo;{HMDA_DECLINED_LABEL}&rdquo;.
        </p>
        {HMDA_QUESTIONS.map(({ name, legend }) => (
          <ChoiceField key={name} name={name} legend={legend} choices={hmdaChoices(name)} />
        ))}
      </StepForm>
    </Screen>
  );
}
