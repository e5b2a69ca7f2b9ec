import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import NotarySessionScreen, {
  CHANGE_CHOICE_TEXT,
  FINISH_SESSION_LABEL,
  IN_SESSION_HEADING,
  JOIN_SESSION_LABEL,
} from '../../src/features/notary/screens/NotarySessionScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'notary/session';
const SESSION_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/notary/session`,
);

function answerSession(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json(makeApplication({ state: 'RESCISSION' })),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(SESSION_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

it('starts with what to have ready and a join step; nothing is sent by joining', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerSession();
  renderStepScreen(STEP, NotarySessionScreen);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your notary session');
  expect(screen.getByRole('heading', { level: 2, name: 'Before you join' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: FINISH_SESSION_LABEL })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: CHANGE_CHOICE_TEXT })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/notary/intro`,
  );
  await user.click(screen.getByRole('button', { name: JOIN_SESSION_LABEL }));
  expect(screen.getByRole('heading', { level: 2, name: IN_SESSION_HEADING })).toHaveFocus();
  expect(screen.queryByRole('button', { name: JOIN_SESSION_LABEL })).not.toBeInTheDocument();
  expect(bodies).toEqual([]);
});

it('"Finish session" sends {}, busy meanwhile, then asks the routing', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerSession(async () => {
    await gate;
    return HttpResponse.json(makeApplication({ state: 'RESCISSION' }));
  });
  const { routingRequests } = renderStepScreen(STEP, NotarySessionScreen);
  await user.click(screen.getByRole('button', { name: JOIN_SESSION_LABEL }));
  await user.click(screen.getByRole('button', { name: FINISH_SESSION_LABEL }));
  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  await user.click(pending);
  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([{}]);
});

it("a failed finish shows the spec's message and keeps the borrower in the session", async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  answerSession(() =>
    fail
      ? HttpResponse.json(
          { errors: [{ message: 'The notary has not sealed the deed' }] },
          { status: 409 },
        )
      : HttpResponse.json(makeApplication()),
  );
  const { routingRequests } = renderStepScreen(STEP, NotarySessionScreen);
  await user.click(screen.getByRole('button', { name: JOIN_SESSION_LABEL }));
  await user.click(screen.getByRole('button', { name: FINISH_SESSION_LABEL }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The notary has not sealed the deed.');
  expect(screen.getByRole('heading', { level: 2, name: IN_SESSION_HEADING })).toBeInTheDocument();
  expect(routingRequests()).toEqual([]);
  fail = false;
  await user.click(screen.getByRole('button', { name: FINISH_SESSION_LABEL }));
  await waitFor(() => expect(routingRequests()).toHaveLength(1));
});
