import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  HMDA_DECLINED,
  HMDA_DECLINED_LABEL,
  HMDA_ETHNICITIES,
  HMDA_LABELS,
  HMDA_RACES,
  HMDA_SEXES,
  hmdaAnswerLabel,
  hmdaChoices,
  isHmdaCode,
} from '../../src/features/start/hmda';
import HmdaScreen, {
  CONTINUE_LABEL,
  HMDA_MESSAGES,
} from '../../src/features/start/screens/HmdaScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
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

const group = (name: string) => screen.getByRole('group', { name });
const choose = (user: ReturnType<typeof userEvent.setup>, question: string, answer: string) =>
  user.click(within(group(question)).getByRole('radio', { name: answer }));
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, 'Ethnicity', 'Not Hispanic or Latino');
  await choose(user, 'Race', 'Asian');
  await choose(user, 'Sex', HMDA_DECLINED_LABEL);
}

describe('the codes (src/features/start/hmda.ts)', () => {
  it('are defined once, each question ending with DECLINED', () => {
    expect(HMDA_ETHNICITIES).toEqual(['HISPANIC_OR_LATINO', 'NOT_HISPANIC_OR_LATINO', 'DECLINED']);
    expect(HMDA_RACES).toEqual([
      'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
      'ASIAN',
      'BLACK_OR_AFRICAN_AMERICAN',
      'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
      'WHITE',
      'DECLINED',
    ]);
    expect(HMDA_SEXES).toEqual(['FEMALE', 'MALE', 'DECLINED']);
    for (const question of ['ethnicity', 'race', 'sex'] as const) {
      expect(hmdaChoices(question).at(-1)).toEqual({
        value: HMDA_DECLINED,
        label: 'I do not wish to provide this information',
      });
      expect(Object.keys(HMDA_LABELS[question]).length).toBe(hmdaChoices(question).length);
    }
  });

  it('read back as the borrower chose them; unknown codes are not guessed', () => {
    expect(hmdaAnswerLabel('race', 'BLACK_OR_AFRICAN_AMERICAN')).toBe('Black or African American');
    expect(hmdaAnswerLabel('sex', 'DECLINED')).toBe(HMDA_DECLINED_LABEL);
    expect(hmdaAnswerLabel('sex', 'ASIAN')).toBeNull();
    expect(hmdaAnswerLabel('ethnicity', undefined)).toBeNull();
    expect(isHmdaCode('race', 'WHITE')).toBe(true);
    expect(isHmdaCode('race', 42)).toBe(false);
  });
});

it('asks the three questions and says why lenders ask', () => {
  renderStepScreen(STEP, HmdaScreen);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Government monitoring information',
  );
  expect(screen.getByText(/Home Mortgage Disclosure Act/)).toBeInTheDocument();
  expect(screen.getByText(/not used to decide on your application/)).toBeInTheDocument();
  expect(within(group('Ethnicity')).getAllByRole('radio')).toHaveLength(3);
  expect(within(group('Race')).getAllByRole('radio')).toHaveLength(6);
  expect(within(group('Sex')).getAllByRole('radio')).toHaveLength(3);
  for (const question of ['Ethnicity', 'Race', 'Sex']) {
    expect(
      within(group(question)).getByRole('radio', { name: HMDA_DECLINED_LABEL }),
    ).toHaveAttribute('value', 'DECLINED');
  }
});

it('asks for an answer to each question, "I do not wish to provide" being one', async () => {
  const user = userEvent.setup();
  const bodies = answerHmda();
  renderStepScreen(STEP, HmdaScreen);
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    [HMDA_MESSAGES.ethnicity, '#field-ethnicity'],
    [HMDA_MESSAGES.race, '#field-race'],
    [HMDA_MESSAGES.sex, '#field-sex'],
  ]);
  expect(HMDA_MESSAGES.race).toBe(
    'Select your race, or "I do not wish to provide this information"',
  );
  expect(bodies).toEqual([]);
});

it('sends the codes, busy while in flight, then asks the routing to decide', async () => {
  const user = userEvent.setup();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerHmda(async () => {
    await gate;
    return HttpResponse.json(makeApplication({ hasHmda: true }));
  });
  const { routingRequests } = renderStepScreen(STEP, HmdaScreen);
  await answerAll(user);
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
  expect(bodies).toEqual([{ ethnicity: 'NOT_HISPANIC_OR_LATINO', race: 'ASIAN', sex: 'DECLINED' }]);
});

it('puts a 400 about the race on its question and keeps the answers', async () => {
  const user = userEvent.setup();
  answerHmda(() =>
    HttpResponse.json(
      { errors: [{ code: 'INVALID', message: 'Choose one of the listed races', field: 'race' }] },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, HmdaScreen);
  await answerAll(user);
  await user.click(continueButton());
  await waitFor(() =>
    expect(group('Race')).toHaveAccessibleDescription('Error: Choose one of the listed races'),
  );
  expect(within(group('Race')).getByRole('radio', { name: 'Asian' })).toBeChecked();
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message and keeps every answer", async () => {
  const user = userEvent.setup();
  answerHmda(() => HttpResponse.json({}, { status: 500 }));
  const { routingRequests } = renderStepScreen(STEP, HmdaScreen);
  await answerAll(user);
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Something unexpected happened');
  expect(
    within(group('Ethnicity')).getByRole('radio', { name: 'Not Hispanic or Latino' }),
  ).toBeChecked();
  expect(within(group('Race')).getByRole('radio', { name: 'Asian' })).toBeChecked();
  expect(within(group('Sex')).getByRole('radio', { name: HMDA_DECLINED_LABEL })).toBeChecked();
  expect(continueButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});

it('shows the answers given before (a change from the summary), ignoring unknown codes', () => {
  renderStepScreen(STEP, HmdaScreen, {
    application: makeApplication({
      hasHmda: true,
      hmda: { ethnicity: 'HISPANIC_OR_LATINO', race: 'SOMETHING_ELSE', sex: 'FEMALE' },
    }),
  });
  expect(
    within(group('Ethnicity')).getByRole('radio', { name: 'Hispanic or Latino' }),
  ).toBeChecked();
  expect(within(group('Race')).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  expect(within(group('Sex')).getByRole('radio', { name: 'Female' })).toBeChecked();
});
