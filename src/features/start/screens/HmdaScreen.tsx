import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { mixed, object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { type CheckboxOption, CheckboxGroupField } from '../../../forms/CheckboxGroupField';
import { StepForm } from '../../../forms/StepForm';
import { TextField } from '../../../forms/TextField';
import {
  checkHmda,
  HMDA_DECLINED_LABEL,
  HMDA_FIELDS,
  HMDA_QUESTIONS,
  HMDA_TEXTS,
  type HmdaAnswers,
  type HmdaField,
  type HmdaOption,
  type HmdaQuestion,
  type HmdaTextField,
  isHmdaCode,
} from '../../../contract/hmdaQuestions';
import { i18n } from '../../../lib/i18n';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication } from '../../application';
import type { HelocApplication } from '../../application';
import { SummaryReturnLink, useStepSubmit } from '../../routing';
import { useSubmitHmdaMutation } from '../startApi';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue`;
export const CHOOSE_ALL_HINT = msg`Choose all that apply.`;

/** The form's values: each question's chosen codes, each text box's text (kept while hidden). */
type Values = { [Q in HmdaQuestion]: string[] } & { [T in HmdaTextField]: string };

/** What is sent: a text only while its answer is chosen (docs/journey.md, "start/hmda"). */
export function hmdaBodyOf(values: Partial<Record<HmdaField, unknown>>): HmdaAnswers {
  const list = (q: HmdaQuestion) => (Array.isArray(values[q]) ? (values[q] as string[]) : []);
  const text = (field: HmdaTextField) => {
    const value = values[field];
    const chosen = list(HMDA_TEXTS[field].question).includes(HMDA_TEXTS[field].code);
    return chosen && typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  return {
    ethnicity: list('ethnicity'),
    ethnicityOther: text('ethnicityOther'),
    race: list('race'),
    raceTribe: text('raceTribe'),
    raceOtherAsian: text('raceOtherAsian'),
    raceOtherPacificIslander: text('raceOtherPacificIslander'),
    sex: list('sex'),
  };
}

/** Each field's message is the first problem the shared rules find with it in the body. */
const ruleOf = (field: HmdaField) =>
  mixed().test('hmda', function check() {
    const values = this.parent as Partial<Record<HmdaField, unknown>>;
    const problem = checkHmda(hmdaBodyOf(values)).problems.find((p) => p.field === field);
    // Written out when the rule fails, in the page's language.
    return problem ? this.createError({ message: i18n._(problem.message) }) : true;
  });

export const hmdaSchema = object(
  Object.fromEntries(HMDA_FIELDS.map((field) => [field, ruleOf(field)])),
);

/** The answers given before (a change from the summary), or none; unknown codes left out. */
function initialValuesOf(application: HelocApplication | null): Values {
  const hmda = application?.hmda;
  const list = (q: HmdaQuestion) => (hmda?.[q] ?? []).filter((code) => isHmdaCode(q, code));
  const text = (field: HmdaTextField) => hmda?.[field] ?? '';
  return {
    ethnicity: list('ethnicity'),
    ethnicityOther: text('ethnicityOther'),
    race: list('race'),
    raceTribe: text('raceTribe'),
    raceOtherAsian: text('raceOtherAsian'),
    raceOtherPacificIslander: text('raceOtherPacificIslander'),
    sex: list('sex'),
  };
}

type Translate = (descriptor: MessageDescriptor) => string;

/** An answer as a box, its words (the contract's messages) written out by `t`. */
function checkboxOf(option: HmdaOption, t: Translate): CheckboxOption {
  const text = option.text ? HMDA_TEXTS[option.text] : null;
  return {
    value: option.code,
    label: t(option.label),
    ...(option.subgroups
      ? { children: option.subgroups.map((subgroup) => checkboxOf(subgroup, t)) }
      : {}),
    ...(option.text && text
      ? {
          reveal: (
            <TextField
              name={option.text}
              label={t(text.label)}
              {...(text.hint ? { hint: t(text.hint) } : {})}
              spellCheck={false}
            />
          ),
        }
      : {}),
  };
}

/**
 * /account/heloc/{uuid}/start/hmda: the government monitoring questions every mortgage lender
 * asks (ethnicity and race with their subgroups, sex), several answers allowed, each with
 * "I do not wish to provide this information"; then the routing decides. The questions and their
 * answers are the contract's messages, in the page's language (docs/journey.md#starthmda).
 */
export default function HmdaScreen() {
  const { t } = useLingui();
  const declined = t(HMDA_DECLINED_LABEL);
  const application = useAppSelector(selectCurrentApplication);
  const [submitHmda] = useSubmitHmdaMutation();
  const submit = useStepSubmit((applicationUuid, values: Values) =>
    submitHmda({ applicationUuid, answers: hmdaBodyOf(values) }).unwrap(),
  );

  return (
    <Screen>
      <StepForm
        initialValues={initialValuesOf(application)}
        validationSchema={hmdaSchema}
        onSubmit={submit}
        submitLabel={t(CONTINUE_LABEL)}
        secondary={<SummaryReturnLink />}
      >
        <p>
          <Trans>
            Federal law, the Home Mortgage Disclosure Act, asks every lender to collect this
            information for home loans. It helps make sure lenders treat all applicants fairly and
            meet the housing needs of their communities.
          </Trans>
        </p>
        <p>
          <Trans>
            Your answers are not used to decide on your application or the offer you get. You may
            choose more than one answer to each question, or choose not to answer it: pick &ldquo;
            {declined}&rdquo;.
          </Trans>
        </p>
        {HMDA_QUESTIONS.map(({ name, legend, options }) => (
          <CheckboxGroupField
            key={name}
            name={name}
            legend={t(legend)}
            hint={t(CHOOSE_ALL_HINT)}
            options={options.map((option) => checkboxOf(option, t))}
          />
        ))}
      </StepForm>
    </Screen>
  );
}
