import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import HmdaScreen, {
  CHOOSE_ALL_HINT,
  CONTINUE_LABEL,
} from '../../src/features/start/screens/HmdaScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { HMDA_DECLINED_LABEL, HMDA_MESSAGES } from '../../src/contract/hmdaQuestions';
import { APPLICATION_UUID, makeApplication, makeHmdaAnswers } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'start/hmda';
const HMDA_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/hmda`);

function answerHmda(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json(makeApplication({ hasHmda: true })),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(HMDA_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

type User = ReturnType<typeof userEvent.setup>;
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
  const user = userEvent.setup({ delay: null });
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

it('asks for an answer to each question, each message linked to its question', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerHmda();
  renderStepScreen(STEP, HmdaScreen);
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    [HMDA_MESSAGES.none('ethnicity'), '#field-ethnicity'],
    [HMDA_MESSAGES.none('race'), '#field-race'],
    [HMDA_MESSAGES.none('sex'), '#field-sex'],
  ]);
  expect(bodies).toEqual([]);
});

it('refuses declining with another answer and a text too long, on their fields', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerHmda();
  renderStepScreen(STEP, HmdaScreen);
  await tick(user, 'Ethnicity', 'Not Hispanic or Latino');
  await tick(user, 'Race', 'Other Pacific Islander');
  await user.click(screen.getByRole('textbox', { name: /Pacific Islander race/ }));
  await user.paste('x'.repeat(101));
  await tick(user, 'Sex', 'Female');
  await tick(user, 'Sex', HMDA_DECLINED_LABEL);
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
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

it('sends the lists and the texts of ticked boxes, busy while in flight, then asks the routing', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerHmda(async () => {
    await gate;
    return HttpResponse.json(makeApplication({ hasHmda: true }));
  });
  const { routingRequests } = renderStepScreen(STEP, HmdaScreen);
  await tick(user, 'Ethnicity', 'Other Hispanic or Latino');
  await user.type(screen.getByRole('textbox', { name: 'Origin (optional)' }), ' Colombian ');
  await tick(user, 'Race', 'American Indian or Alaska Native');
  await user.type(screen.getByRole('textbox', { name: /tribe/ }), 'Navajo Nation');
  await tick(user, 'Race', 'Chinese');
  await tick(user, 'Race', 'Other Asian');
  await user.type(screen.getByRole('textbox', { name: 'Asian race (optional)' }), 'Hmong');
  // Cleared again: its text stays behind and is not sent.
  await tick(user, 'Race', 'Other Asian');
  await tick(user, 'Sex', 'Female');
  await tick(user, 'Sex', 'Male');
  await user.click(continueButton());
  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  await user.click(pending);
  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([
    {
      ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
      ethnicityOther: 'Colombian',
      race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'ASIAN', 'CHINESE'],
      raceTribe: 'Navajo Nation',
      raceOtherAsian: null,
      raceOtherPacificIslander: null,
      sex: ['FEMALE', 'MALE'],
    },
  ]);
});

it('puts a 400 about the race on its question and keeps the answers', async () => {
  const user = userEvent.setup({ delay: null });
  answerHmda(() =>
    HttpResponse.json(
      { errors: [{ code: 'INVALID', message: 'Choose one of the listed races', field: 'race' }] },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, HmdaScreen);
  await tick(user, 'Ethnicity', 'Not Hispanic or Latino');
  await tick(user, 'Race', 'White');
  await tick(user, 'Sex', HMDA_DECLINED_LABEL);
  await user.click(continueButton());
  await waitFor(() =>
    expect(group('Race')).toHaveAccessibleDescription(
      `${CHOOSE_ALL_HINT} Error: Choose one of the listed races`,
    ),
  );
  expect(box('Race', 'White')).toBeChecked();
  expect(box('Ethnicity', 'Not Hispanic or Latino')).toBeChecked();
  expect(routingRequests()).toEqual([]);
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
