import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  END_SEEN_HINT,
  READ_TO_END_HINT,
  SIGNED_HINT,
  signLabel,
  FULL_NAME_LABEL,
  SIGN_DOCUMENTS_LABEL,
  SIGNATURE_NAME_MESSAGES,
  signMessage,
  fullNameOf,
  matchesSignerName,
  comparableSignature,
  LOAD_FAILED_TEXT as LOAD_FAILED_TEXT_MESSAGE,
} from '../../src/features/signing';
import SignScreen, {
  ALL_SIGNED_TEXT,
  CONTINUE_LABEL,
} from '../../src/features/signing/screens/SignScreen';
import { readClosingDocuments } from '../../src/contract/documents';
import { APPLICATION_UUID, makeApplication, makeProfile } from '../support/fixtures';
import { renderStepScreen, withProfile } from '../support/renderStepScreen';
import {
  captureCalls,
  describeStepForm,
  expectErrorSummary,
  expectRoutingAsked,
  setupUser,
  stepCall,
  type User,
} from '../support/screenTest';
import { server, url, useMockServer } from '../support/server';
import { reportVisible, useFakeIntersectionObserver } from '../support/intersection';
import {
  answerDocuments,
  type DocumentsAnswer,
  scrollViewer,
  useViewerMetrics,
} from '../support/documentViewer';
import { i18n } from '../../src/lib/i18n';

const LOAD_FAILED_TEXT = i18n._(LOAD_FAILED_TEXT_MESSAGE);

useMockServer();

const STEP = 'signing/sign';
const BASE = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}`);
const DOCUMENTS_URL = `${BASE}/closing-documents`;
const SIGN_URL = `${BASE}/sign`;

const AGREEMENT = {
  uuid: 'doc-agreement',
  title: 'Home equity line of credit agreement',
  body: 'This agreement sets out your line.\n\nYou promise to repay what you draw.',
  signed: false,
};
const TILA = {
  uuid: 'doc-tila',
  title: 'Truth in Lending disclosure',
  body: 'Your annual percentage rate.',
  signed: false,
};
const DEED = {
  uuid: 'doc-deed',
  title: 'Deed of trust',
  body: 'The property secures the line.',
  signed: false,
};
const ALL = [AGREEMENT, TILA, DEED];

/** The lender's documents: these (ALL by default), or an error body and its status. */
const answerClosingDocuments = (documents: unknown = ALL, options?: DocumentsAnswer) =>
  answerDocuments(DOCUMENTS_URL, documents, options);

const SIGN = stepCall('post', SIGN_URL, () =>
  HttpResponse.json(makeApplication({ state: 'NOTARY_DISCLOSURE' })),
);

async function renderSign(options: Parameters<typeof renderStepScreen>[2] = {}) {
  const view = renderStepScreen(STEP, SignScreen, { preloaded: withProfile(), ...options });
  await screen.findByRole('region', { name: AGREEMENT.title });
  return view;
}

const signButton = (title: string) =>
  screen.getByRole('button', { name: i18n._(signLabel(title)) });
const nameInput = () => screen.getByLabelText(i18n._(FULL_NAME_LABEL));
const signDocumentsButton = () =>
  screen.getByRole('button', { name: i18n._(SIGN_DOCUMENTS_LABEL) });

/** Reads every document to its end and signs it. */
async function readAndSignAll(user: User) {
  for (const document of ALL) {
    reportVisible(document.title, 0.5);
    await user.click(signButton(document.title));
  }
}

describe('with IntersectionObserver', () => {
  useFakeIntersectionObserver();

  it('shows each document in its viewer with a Sign button, then Full name', async () => {
    answerClosingDocuments();
    renderStepScreen(STEP, SignScreen, { preloaded: withProfile() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your documents');
    await screen.findByRole('region', { name: AGREEMENT.title });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign your loan documents');
    for (const document of ALL) {
      const region = screen.getByRole('region', { name: document.title });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(signButton(document.title)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(
      within(screen.getByRole('region', { name: AGREEMENT.title }))
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['This agreement sets out your line.', 'You promise to repay what you draw.']);
    expect(nameInput()).toHaveAccessibleDescription(
      expect.stringContaining('as they appear on your application: Alex Rivera'),
    );
    expect(nameInput()).toHaveAttribute('autocomplete', 'name');
    expect(i18n._(SIGNATURE_NAME_MESSAGES.mismatch)).toBe(
      'Type your full name as it appears on your application',
    );
    expect(screen.getByRole('link', { name: 'Help with signing' })).toHaveAttribute(
      'href',
      `/account/heloc/${APPLICATION_UUID}/signing/support`,
    );
  });

  it("opens a document's Sign button only once its end has been seen (25 % of its bottom)", async () => {
    const user = setupUser();
    answerClosingDocuments();
    await renderSign();
    const sign = signButton(AGREEMENT.title);
    expect(sign).toHaveAttribute('aria-disabled', 'true');
    expect(sign).toHaveAccessibleDescription(i18n._(READ_TO_END_HINT));
    await user.click(sign);
    expect(sign).toHaveAttribute('aria-pressed', 'false');

    reportVisible(AGREEMENT.title, 0.1);
    expect(sign).toHaveAttribute('aria-disabled', 'true');
    reportVisible(AGREEMENT.title, 0.25);
    expect(sign).not.toHaveAttribute('aria-disabled');
    expect(sign).toHaveAccessibleDescription(i18n._(END_SEEN_HINT));

    await user.click(sign);
    expect(sign).toHaveAttribute('aria-pressed', 'true');
    expect(sign).toHaveAccessibleDescription(i18n._(SIGNED_HINT));
    expect(sign.parentElement).toHaveTextContent('Signed');
    // A second press takes the signature back.
    await user.click(sign);
    expect(sign).toHaveAttribute('aria-pressed', 'false');
    // The other documents are still to be read.
    expect(signButton(TILA.title)).toHaveAttribute('aria-disabled', 'true');
    expect(signButton(DEED.title)).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for every signature and the name before sending anything', async () => {
    const user = setupUser();
    answerClosingDocuments();
    const bodies = captureCalls(SIGN);
    await renderSign();
    reportVisible(TILA.title, 0.3);
    await user.click(signButton(TILA.title));
    await user.click(signDocumentsButton());
    await expectErrorSummary([
      [i18n._(signMessage(AGREEMENT)), '#field-signed-doc0'],
      [i18n._(signMessage(DEED)), '#field-signed-doc2'],
      [i18n._(SIGNATURE_NAME_MESSAGES.required), '#field-signatureName'],
    ]);
    const summary = screen.getByRole('alert');
    expect(i18n._(signMessage(DEED))).toBe('Read “Deed of trust” to the end and sign it');
    // The link reaches the button, which stays focusable while it cannot sign.
    await user.click(within(summary).getByRole('link', { name: i18n._(signMessage(DEED)) }));
    expect(signButton(DEED.title)).toHaveFocus();
    expect(signButton(DEED.title)).toHaveAccessibleDescription(
      expect.stringContaining(`Error: ${i18n._(signMessage(DEED))}`),
    );
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  /** The lender's 400 on signatureName. */
  const REFUSED = 'Type your full name as it appears on your application';

  describeStepForm({
    render: () => {
      answerClosingDocuments();
      return renderSign();
    },
    call: SIGN,
    submit: i18n._(SIGN_DOCUMENTS_LABEL),
    refused: [
      [
        "a name that is not the borrower's first and last name",
        async (user) => {
          await readAndSignAll(user);
          await user.type(nameInput(), 'Alex J Rivera');
        },
        [i18n._(SIGNATURE_NAME_MESSAGES.mismatch)],
      ],
    ],
    // Every document, and the name (case and spacing ignored in the check).
    fill: async (user) => {
      await readAndSignAll(user);
      await user.type(nameInput(), '  alex   RIVERA ');
    },
    body: { signatureName: 'alex RIVERA', documents: ['doc-agreement', 'doc-tila', 'doc-deed'] },
    serverError: { field: 'signatureName', message: REFUSED, control: nameInput },
  });

  it('takes the name from the profile, else from the application', async () => {
    const user = setupUser();
    answerClosingDocuments();
    const bodies = captureCalls(SIGN);
    // The lender holds no name on the profile either.
    server.use(
      http.get(url('/service-profile/api/v1/profile'), () =>
        HttpResponse.json(makeProfile({ name: null })),
      ),
    );
    const application = makeApplication({
      name: { firstName: 'Alexandra', lastName: 'Rivera-Cruz' },
    });
    server.use(
      http.get(url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}`), () =>
        HttpResponse.json(application),
      ),
    );
    const view = await renderSign({
      application,
      preloaded: withProfile(makeProfile({ name: null })),
    });
    expect(nameInput()).toHaveAccessibleDescription(
      expect.stringContaining('on your application: Alexandra Rivera-Cruz.'),
    );
    await readAndSignAll(user);
    await user.type(nameInput(), 'Alex Rivera');
    await user.click(signDocumentsButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      i18n._(SIGNATURE_NAME_MESSAGES.mismatch),
    );
    await user.clear(nameInput());
    await user.type(nameInput(), 'Alexandra Rivera-Cruz');
    await user.click(signDocumentsButton());
    await expectRoutingAsked(view);
    expect(bodies).toEqual([
      {
        signatureName: 'Alexandra Rivera-Cruz',
        documents: ['doc-agreement', 'doc-tila', 'doc-deed'],
      },
    ]);
  });
});

describe('without IntersectionObserver', () => {
  useViewerMetrics();

  it('opens the Sign button once the document is scrolled to its end', async () => {
    expect('IntersectionObserver' in window).toBe(false);
    answerClosingDocuments();
    await renderSign();
    const viewer = screen.getByRole('region', { name: AGREEMENT.title });
    scrollViewer(viewer, 500);
    expect(signButton(AGREEMENT.title)).toHaveAttribute('aria-disabled', 'true');
    scrollViewer(viewer, 800);
    expect(signButton(AGREEMENT.title)).not.toHaveAttribute('aria-disabled');
    expect(signButton(TILA.title)).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('nothing to sign, failures and odd answers', () => {
  it('says when everything is signed; Continue asks the routing', async () => {
    const user = setupUser();
    answerClosingDocuments(ALL.map((document) => ({ ...document, signed: true })));
    const { routingRequests } = renderStepScreen(STEP, SignScreen);
    expect(await screen.findByText(new RegExp(i18n._(ALL_SIGNED_TEXT)))).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: i18n._(SIGN_DOCUMENTS_LABEL) }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: i18n._(CONTINUE_LABEL) }));
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]);
  });

  it('says what failed to load and tries again', async () => {
    const user = setupUser();
    answerClosingDocuments(
      { errors: [{ message: 'Documents are not available' }] },
      { status: 503 },
    );
    renderStepScreen(STEP, SignScreen);
    const heading = screen.getByRole('heading', { level: 1, name: 'Sign your loan documents' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${LOAD_FAILED_TEXT}.`);
    expect(alert).toHaveTextContent('Documents are not available.');
    // The page keeps its own heading: the same element, loading or failed.
    expect(heading).toBeInTheDocument();
    const reads = answerClosingDocuments();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: AGREEMENT.title })).toBeInTheDocument();
    expect(reads()).toBe(1);
  });

  it('decodes odd documents leniently and refuses an answer that is not an object', () => {
    expect(
      readClosingDocuments({
        documents: [{ uuid: 'a', title: 5, body: null, signed: 'yes' }, { title: 'No uuid' }, 7],
      }),
    ).toEqual({ documents: [{ uuid: 'a', title: '', body: '', signed: false }] });
    expect(readClosingDocuments({})).toEqual({ documents: [] });
    expect(() => readClosingDocuments('text')).toThrow(
      'The closing documents answer was not in the expected form',
    );
  });
});

describe('the signature name (pure)', () => {
  const name = { firstName: 'Alex', lastName: 'Rivera' };

  it.each([
    ['Alex Rivera', true],
    ['alex rivera', true],
    ['  ALEX    Rivera  ', true],
    ['Alex\tRivera', true],
    ['AlexRivera', true],
    ['Alex J Rivera', false],
    ['Rivera Alex', false],
    ['Alex', false],
  ])('%j signs as Alex Rivera: %s', (typed, expected) => {
    expect(matchesSignerName(typed, name)).toBe(expected);
  });

  it('accepts the middle name between the two, when the lender has one', () => {
    const withMiddle = { ...name, middleName: 'Jordan' };
    expect(matchesSignerName('Alex Jordan Rivera', withMiddle)).toBe(true);
    expect(matchesSignerName('alex rivera', withMiddle)).toBe(true);
    expect(matchesSignerName('Alex J Rivera', withMiddle)).toBe(false);
  });

  it('without a known name, the lender decides', () => {
    expect(matchesSignerName('Anyone', null)).toBe(true);
    expect(fullNameOf({ firstName: ' ', lastName: 'Rivera' })).toBeNull();
    expect(fullNameOf({ firstName: ' Mary  Ann ', lastName: 'Lee ' })).toBe('Mary Ann Lee');
    expect(comparableSignature('  Mary   ANN ')).toBe('maryann');
  });
});
