import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SigningIntroScreen, {
  DOCUMENTS_HEADING,
  HOW_SIGNING_WORKS,
  REVIEW_DOCUMENTS_LABEL,
} from '../../src/features/signing/screens/SigningIntroScreen';
import { LOAD_FAILED_TEXT as LOAD_FAILED_TEXT_MESSAGE } from '../../src/features/signing';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

const LOAD_FAILED_TEXT = i18n._(LOAD_FAILED_TEXT_MESSAGE);

useMockServer();

const STEP = 'signing/intro';
const DOCUMENTS_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/closing-documents`,
);
const DOCUMENTS = [
  {
    uuid: 'doc-agreement',
    title: 'Home equity line of credit agreement',
    body: 'x',
    signed: false,
  },
  { uuid: 'doc-tila', title: 'Truth in Lending disclosure', body: 'y', signed: false },
  { uuid: 'doc-deed', title: 'Deed of trust', body: 'z', signed: false },
];

function answerDocuments(body: unknown = { documents: DOCUMENTS }, status = 200) {
  server.use(http.get(DOCUMENTS_URL, () => HttpResponse.json(body as object, { status })));
}

it('lists the documents to sign and says how signing works', async () => {
  answerDocuments();
  renderStepScreen(STEP, SigningIntroScreen);
  expect(screen.getByRole('status')).toHaveTextContent('Loading your documents');
  const heading = await screen.findByRole('heading', { level: 2, name: i18n._(DOCUMENTS_HEADING) });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get ready to sign');
  const list = heading.nextElementSibling as HTMLElement;
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Home equity line of credit agreement',
    'Truth in Lending disclosure',
    'Deed of trust',
  ]);
  const steps = screen.getByRole('heading', { level: 2, name: 'How signing works' })
    .nextElementSibling as HTMLElement;
  expect(within(steps).getAllByRole('listitem')).toHaveLength(HOW_SIGNING_WORKS.length);
  expect(screen.getByRole('link', { name: 'Help with signing' })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/signing/support`,
  );
});

it('"Review documents" opens signing/sign: no call, no routing', async () => {
  const user = userEvent.setup({ delay: null });
  answerDocuments();
  const { history, routingRequests } = renderStepScreen(STEP, SigningIntroScreen);
  await user.click(await screen.findByRole('button', { name: i18n._(REVIEW_DOCUMENTS_LABEL) }));
  expect(history.location.pathname).toBe(`/account/heloc/${APPLICATION_UUID}/signing/sign`);
  expect(routingRequests()).toEqual([]);
});

it('keeps pop-webchat when it opens signing/sign', async () => {
  const user = userEvent.setup({ delay: null });
  answerDocuments();
  const { history, store } = renderStepScreen(STEP, SigningIntroScreen);
  act(() => history.push(`/account/heloc/${APPLICATION_UUID}/signing/intro?pop-webchat=1&other=2`));
  expect(store.getState().navigation.location.search).toBe('?pop-webchat=1&other=2');
  await user.click(await screen.findByRole('button', { name: i18n._(REVIEW_DOCUMENTS_LABEL) }));
  expect(history.location.search).toBe('?pop-webchat=1');
});

it('says what failed to load, and tries again', async () => {
  const user = userEvent.setup({ delay: null });
  answerDocuments({ errors: [{ message: 'Documents are being prepared' }] }, 503);
  renderStepScreen(STEP, SigningIntroScreen);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`${LOAD_FAILED_TEXT}.`);
  expect(alert).toHaveTextContent('Documents are being prepared.');
  // The page keeps its own heading.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get ready to sign');
  answerDocuments();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('button', { name: i18n._(REVIEW_DOCUMENTS_LABEL) }),
  ).toBeInTheDocument();
});
