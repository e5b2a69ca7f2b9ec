import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import HmdaScreen, {
  CHOOSE_ALL_HINT as CHOOSE_ALL,
  CONTINUE_LABEL as CONTINUE,
} from '../../src/features/start/screens/HmdaScreen';
import { i18n } from '../../src/lib/i18n';
import {
  HMDA_DECLINED_LABEL as DECLINED,
  HMDA_MESSAGES as MESSAGES,
  type HmdaQuestion,
  type HmdaTextField,
  HMDA_QUESTIONS,
} from '../../src/contract/hmdaQuestions';
import { APPLICATION_UUID, makeApplication, makeHmdaAnswers } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import {
  captureCalls,
  describeStepForm,
  expectErrorSummary,
  expectRoutingAsked,
  setupUser,
  stepCall,
  type User,
} from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { speakSpanish } from '../support/spanish';

useMockServer();

const CHOOSE_ALL_HINT = i18n._(CHOOSE_ALL);
const CONTINUE_LABEL = i18n._(CONTINUE);
const HMDA_DECLINED_LABEL = i18n._(DECLINED);
/** The rules' messages, in English. */
const HMDA_MESSAGES = {
  none: (q: HmdaQuestion) => i18n._(MESSAGES.none(q)),
  declinedWithOthers: (q: HmdaQuestion) => i18n._(MESSAGES.declinedWithOthers(q)),
  tooLong: (t: HmdaTextField) => i18n._(MESSAGES.tooLong(t)),
};

const STEP = 'start/hmda';
const HMDA_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/hmda`);

const HMDA = stepCall('put', HMDA_URL, () => HttpResponse.json(makeApplication({ hasHmda: true })));

const group = (name: string) => screen.getByRole('group', { name });
const box = (question: string, answer: string) =>
  within(group(question)).getByRole('checkbox', { name: answer });
const tick = (user: User, question: string, answer: string) => user.click(box(question, answer));
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

it('asks the three questions as checkboxes, subgroups grouped under their parent', () => {
  renderStepScreen(STEP, HmdaScreen);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Government monitoring information',
  );
  expect(screen.getByText(/Home Mortgage Disclosure Act/)).toBeInTheDocument();
  expect(screen.getByText(/not used to decide on your application/)).toBeInTheDocument();
  const counts = ['Ethnicity', 'Race', 'Sex'].map((question) => {
    expect(group(question)).toHaveAccessibleDescription(CHOOSE_ALL_HINT);
    expect(box(question, HMDA_DECLINED_LABEL)).toHaveAttribute('value', 'DECLINED');
    return within(group(question)).getAllByRole('checkbox').length;
  });
  expect(counts).toEqual([7, 17, 3]);
  expect(
    within(screen.getByRole('group', { name: 'Asian' }))
      .getAllByRole('checkbox')
      .map((checkbox) => checkbox.getAttribute('value')),
  ).toEqual([
    'ASIAN_INDIAN',
    'CHINESE',
    'FILIPINO',
    'JAPANESE',
    'KOREAN',
    'VIETNAMESE',
    'OTHER_ASIAN',
  ]);
  expect(screen.getByRole('group', { name: 'Hispanic or Latino' })).toBeInTheDocument();
  expect(
    screen.getByRole('group', { name: 'Native Hawaiian or Other Pacific Islander' }),
  ).toBeInTheDocument();
});

it('ticks the parent of a subgroup, clears the subgroups with it, shows a text box while ticked', async () => {
  const user = setupUser();
  renderStepScreen(STEP, HmdaScreen);
  const asian = within(group('Race')).getByRole('checkbox', { name: 'Asian' });
  await tick(user, 'Race', 'Korean');
  expect(asian).toBeChecked();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  await tick(user, 'Race', 'Other Asian');
  expect(
    screen.getByRole('textbox', { name: 'Asian race (optional)' }),
  ).toHaveAccessibleDescription('For example, Hmong, Laotian, Thai, Pakistani, Cambodian');
  await user.click(asian);
  expect(box('Race', 'Korean')).not.toBeChecked();
  expect(box('Race', 'Other Asian')).not.toBeChecked();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

/** Answers with other texts typed, one of them for a box cleared again (its text is not sent). */
async function fillIn(user: User) {
  await tick(user, 'Ethnicity', 'Other Hispanic or Latino');
  await user.type(screen.getByRole('textbox', { name: 'Origin (optional)' }), ' Colombian ');
  await tick(user, 'Race', 'American Indian or Alaska Native');
  await user.type(screen.getByRole('textbox', { name: /tribe/ }), 'Navajo Nation');
  await tick(user, 'Race', 'Chinese');
  await tick(user, 'Race', 'Other Asian');
  await user.type(screen.getByRole('textbox', { name: 'Asian race (optional)' }), 'Hmong');
  await tick(user, 'Race', 'Other Asian');
  await tick(user, 'Sex', 'Female');
  await tick(user, 'Sex', 'Male');
}

describeStepForm({
  render: () => renderStepScreen(STEP, HmdaScreen),
  call: HMDA,
  submit: CONTINUE_LABEL,
  missing: [
    [HMDA_MESSAGES.none('ethnicity'), '#field-ethnicity'],
    [HMDA_MESSAGES.none('race'), '#field-race'],
    [HMDA_MESSAGES.none('sex'), '#field-sex'],
  ],
  fill: fillIn,
  body: {
    ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
    ethnicityOther: 'Colombian',
    race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'ASIAN', 'CHINESE'],
    raceTribe: 'Navajo Nation',
    raceOtherAsian: null,
    raceOtherPacificIslander: null,
    sex: ['FEMALE', 'MALE'],
  },
  serverError: {
    field: 'race',
    message: 'Choose one of the listed races',
    control: () => group('Race'),
    fill: async (user) => {
      await tick(user, 'Ethnicity', 'Not Hispanic or Latino');
      await tick(user, 'Race', 'White');
      await tick(user, 'Sex', HMDA_DECLINED_LABEL);
    },
  },
});

it('refuses declining with another answer and a text too long, on their fields', async () => {
  const user = setupUser();
  const bodies = captureCalls(HMDA);
  renderStepScreen(STEP, HmdaScreen);
  await tick(user, 'Ethnicity', 'Not Hispanic or Latino');
  await tick(user, 'Race', 'Other Pacific Islander');
  await user.click(screen.getByRole('textbox', { name: /Pacific Islander race/ }));
  await user.paste('x'.repeat(101));
  await tick(user, 'Sex', 'Female');
  await tick(user, 'Sex', HMDA_DECLINED_LABEL);
  await user.click(continueButton());
  await expectErrorSummary([
    [HMDA_MESSAGES.tooLong('raceOtherPacificIslander'), '#field-raceOtherPacificIslander'],
    [HMDA_MESSAGES.declinedWithOthers('sex'), '#field-sex'],
  ]);
  expect(HMDA_MESSAGES.declinedWithOthers('sex')).toBe(
    'Choose your sex, or "I do not wish to provide this information", not both',
  );
  expect(group('Sex')).toHaveAccessibleDescription(
    `${CHOOSE_ALL_HINT} Error: ${HMDA_MESSAGES.declinedWithOthers('sex')}`,
  );
  expect(bodies).toEqual([]);
});

it('shows the answers given before (a change from the summary), leaving out unknown codes', () => {
  renderStepScreen(STEP, HmdaScreen, {
    application: makeApplication({
      hasHmda: true,
      hmda: makeHmdaAnswers({
        ethnicity: ['HISPANIC_OR_LATINO', 'CUBAN'],
        race: ['ASIAN', 'OTHER_ASIAN', 'SOMETHING_ELSE'],
        raceOtherAsian: 'Thai',
        sex: ['FEMALE'],
      }),
    }),
  });
  const checked = (question: string) =>
    within(group(question))
      .getAllByRole('checkbox', { checked: true })
      .map((checkbox) => checkbox.getAttribute('value'));
  expect(checked('Ethnicity')).toEqual(['HISPANIC_OR_LATINO', 'CUBAN']);
  expect(checked('Race')).toEqual(['ASIAN', 'OTHER_ASIAN']);
  expect(checked('Sex')).toEqual(['FEMALE']);
  expect(screen.getByRole('textbox', { name: 'Asian race (optional)' })).toHaveValue('Thai');
});

describe('in Spanish', () => {
  afterEach(() => i18n.activate('en', ['en-US']));

  it('the questions, answers and rules are in Spanish; the codes sent are the same', async () => {
    const user = setupUser();
    const bodies = captureCalls(HMDA);
    const sex = HMDA_QUESTIONS.find((question) => question.name === 'sex')!;
    const [female, male] = sex.options;
    speakSpanish([
      [DECLINED, 'No deseo proporcionar esta información'],
      [sex.legend, 'Sexo'],
      [sex.noun, 'sexo'],
      [female!.label, 'Femenino'],
      [male!.label, 'Masculino'],
      [MESSAGES.none('sex'), 'Elija su {noun} o “{declined}”'],
      [MESSAGES.declinedWithOthers('sex'), 'Elija su {noun} o “{declined}”, pero no ambas cosas'],
    ]);
    const view = renderStepScreen(STEP, HmdaScreen);
    expect(box('Sexo', 'No deseo proporcionar esta información')).toHaveAttribute(
      'value',
      'DECLINED',
    );
    expect(screen.getByText(/“No deseo proporcionar esta información”/)).toBeInTheDocument();
    await tick(user, 'Sexo', 'Femenino');
    await tick(user, 'Sexo', 'No deseo proporcionar esta información');
    await user.click(continueButton());
    expect(group('Sexo')).toHaveAccessibleDescription(
      `${CHOOSE_ALL_HINT} Error: Elija su sexo o “No deseo proporcionar esta información”, pero no ambas cosas`,
    );
    expect(bodies).toEqual([]);
    await tick(user, 'Sexo', 'No deseo proporcionar esta información');
    await tick(user, 'Ethnicity', 'Not Hispanic or Latino');
    await tick(user, 'Race', 'White');
    await user.click(continueButton());
    await expectRoutingAsked(view);
    expect(bodies.at(-1)).toMatchObject({ sex: ['FEMALE'], race: ['WHITE'] });
  });
});
