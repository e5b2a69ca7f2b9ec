import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  FINISH_SESSION_LABEL as FINISH_SESSION_LABEL_MESSAGE,
  IN_SESSION_HEADING as IN_SESSION_HEADING_MESSAGE,
  JOIN_SESSION_LABEL as JOIN_SESSION_LABEL_MESSAGE,
} from '../../src/features/notary';
import NotarySessionScreen, {
  CHANGE_CHOICE_TEXT,
} from '../../src/features/notary/screens/NotarySessionScreen';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import {
  captureCalls,
  expectRoutingAsked,
  refusal,
  setupUser,
  stepCall,
  type User,
} from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

const FINISH_SESSION_LABEL = i18n._(FINISH_SESSION_LABEL_MESSAGE);
const IN_SESSION_HEADING = i18n._(IN_SESSION_HEADING_MESSAGE);
const JOIN_SESSION_LABEL = i18n._(JOIN_SESSION_LABEL_MESSAGE);

useMockServer();

const STEP = 'notary/session';
const SESSION_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/notary/session`,
);

const SESSION = stepCall('post', SESSION_URL, () =>
  HttpResponse.json(makeApplication({ state: 'RESCISSION' })),
);

/** Joins the session and presses "Finish session". */
async function joinAndFinish(user: User) {
  await user.click(screen.getByRole('button', { name: JOIN_SESSION_LABEL }));
  await user.click(screen.getByRole('button', { name: FINISH_SESSION_LABEL }));
}

it('starts with what to have ready and a join step; nothing is sent by joining', async () => {
  const user = setupUser();
  const bodies = captureCalls(SESSION);
  renderStepScreen(STEP, NotarySessionScreen);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your notary session');
  expect(screen.getByRole('heading', { level: 2, name: 'Before you join' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: FINISH_SESSION_LABEL })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: i18n._(CHANGE_CHOICE_TEXT) })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/notary/intro`,
  );
  await user.click(screen.getByRole('button', { name: JOIN_SESSION_LABEL }));
  expect(screen.getByRole('heading', { level: 2, name: IN_SESSION_HEADING })).toHaveFocus();
  expect(screen.queryByRole('button', { name: JOIN_SESSION_LABEL })).not.toBeInTheDocument();
  expect(bodies).toEqual([]);
});

it('"Finish session" sends {}, then asks the routing', async () => {
  const user = setupUser();
  const bodies = captureCalls(SESSION);
  const view = renderStepScreen(STEP, NotarySessionScreen);
  await joinAndFinish(user);
  await expectRoutingAsked(view);
  expect(bodies).toEqual([{}]);
});

it("a failed finish shows the lender's message and keeps the borrower in the session", async () => {
  const user = setupUser();
  captureCalls(SESSION, refusal(null, 'The notary has not sealed the deed', 'CONFLICT', 409));
  const { routingRequests } = renderStepScreen(STEP, NotarySessionScreen);
  await joinAndFinish(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('The notary has not sealed the deed.');
  expect(screen.getByRole('heading', { level: 2, name: IN_SESSION_HEADING })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: FINISH_SESSION_LABEL })).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});
