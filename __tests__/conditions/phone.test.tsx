import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PROFILE_PHONE_URL } from '../../src/features/conditions/phoneApi';
import {
  PHONE_LABEL,
  SAVE_PHONE_LABEL,
} from '../../src/features/conditions/screens/ConditionPhoneNumberScreen';
import { PENDING_LABEL as PENDING_LABEL_MESSAGE } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeProfile } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer } from '../support/server';
import { answerConditions, PHONE_CONDITION } from './support';
import { i18n } from '../../src/lib/i18n';

const PENDING_LABEL = i18n._(PENDING_LABEL_MESSAGE);

useMockServer();
// Every body these tests send is one the lender takes.

const APP = `/account/heloc/${APPLICATION_UUID}`;
const PAGE = `${APP}/conditions/phone-number?condition=${PHONE_CONDITION.uuid}`;

/** The profile service's answers, in turn; the bodies it received. */
function answerPhone(respond: (body: unknown) => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.put(url(PROFILE_PHONE_URL), async ({ request }) => {
      const body: unknown = await request.json();
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

const field = () => screen.getByLabelText(i18n._(PHONE_LABEL));
const save = () => screen.getByRole('button', { name: i18n._(SAVE_PHONE_LABEL) });

test('asks for the phone number, with the lender’s note, and checks it before sending', async () => {
  const user = userEvent.setup({ delay: null });
  answerConditions(() => [PHONE_CONDITION]);
  const bodies = answerPhone(() => HttpResponse.json(makeProfile()));
  renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'How can the lender reach you?' });
  expect(await screen.findByText('Add a mobile or home phone number.')).toBeInTheDocument();
  expect(field()).toHaveAttribute('type', 'tel');
  expect(field()).toHaveAccessibleDescription(
    'A mobile or home number in the US, like (555) 010-0123.',
  );

  await user.click(save());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary).getByRole('link', { name: 'Enter your phone number' }),
  ).toBeInTheDocument();
  expect(field()).toHaveAttribute('aria-invalid', 'true');

  await user.type(field(), '555-0100');
  await user.click(save());
  expect(
    await screen.findByRole('link', { name: 'Enter a 10-digit phone number, like (555) 010-0123' }),
  ).toBeInTheDocument();
  expect(bodies).toEqual([]);
});

test('sends the 10 digits, then reads the conditions again and goes back to the dashboard', async () => {
  const user = userEvent.setup({ delay: null });
  let satisfied = false;
  const reads = answerConditions(() => (satisfied ? [] : [PHONE_CONDITION]));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerPhone(async () => {
    await gate;
    satisfied = true;
    return HttpResponse.json(makeProfile());
  });
  const { history } = renderApp(PAGE);
  await screen.findByLabelText(i18n._(PHONE_LABEL));
  await user.type(field(), '+1 (415) 555-0199');
  await user.click(save());
  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toHaveAttribute('aria-disabled', 'true');
  expect(pending).toHaveAttribute('aria-busy', 'true');
  // A second click sends nothing.
  await user.click(pending);
  const readsBefore = reads.length;
  release();
  await screen.findByRole('heading', { level: 1, name: 'Your outstanding tasks' });
  expect(history.location.pathname).toBe(`${APP}/conditions`);
  expect(bodies).toEqual([{ phoneNumber: '4155550199' }]);
  expect(reads.length).toBeGreaterThan(readsBefore);
  expect(screen.getByText(/You have no outstanding tasks/)).toBeInTheDocument();
});

test('a refusal lands on the field and keeps what was typed', async () => {
  const user = userEvent.setup({ delay: null });
  answerConditions(() => [PHONE_CONDITION]);
  answerPhone(() =>
    HttpResponse.json(
      {
        errors: [
          {
            code: 'VALIDATION_ERROR',
            field: 'phoneNumber',
            message: 'This number cannot receive calls',
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { history } = renderApp(PAGE);
  await screen.findByLabelText(i18n._(PHONE_LABEL));
  await user.type(field(), '4155550199');
  await user.click(save());
  expect(
    await screen.findByRole('link', { name: 'This number cannot receive calls' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
  expect(field()).toHaveValue('(415) 555-0199');
  expect(history.location.pathname).toBe(`${APP}/conditions/phone-number`);
});

test('a failed call shows the documented message', async () => {
  const user = userEvent.setup({ delay: null });
  answerConditions(() => [PHONE_CONDITION]);
  answerPhone(() => HttpResponse.json({}, { status: 503 }));
  renderApp(PAGE);
  await screen.findByLabelText(i18n._(PHONE_LABEL));
  await user.type(field(), '4155550199');
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
  expect(field()).toHaveValue('(415) 555-0199');
});
