import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ESIGN_CONSENT_LABEL, ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import type { HelocApplication } from '../../src/features/application';
import {
  BACK_LABEL as BACK_LABEL_MESSAGE,
  FRONT_LABEL as FRONT_LABEL_MESSAGE,
  ID_TYPE_LEGEND as ID_TYPE_LEGEND_MESSAGE,
  UPLOAD_LABEL as UPLOAD_LABEL_MESSAGE,
} from '../../src/features/identity';
import { SIGNER_IDENTITY_INTRO } from '../../src/features/signer/screens/SignerIdentityScreen';
import { START_LABEL, WHAT_YOU_DO } from '../../src/features/signer/screens/SignerIntroScreen';
import {
  FINISH_SESSION_LABEL as FINISH_SESSION_LABEL_MESSAGE,
  IN_SESSION_HEADING as IN_SESSION_HEADING_MESSAGE,
  JOIN_SESSION_LABEL as JOIN_SESSION_LABEL_MESSAGE,
} from '../../src/features/notary';
import { NOTARY_SESSION_TITLE } from '../../src/features/signer/screens/SignerSignScreen';
import {
  FULL_NAME_LABEL,
  SIGN_DOCUMENTS_LABEL,
  SIGNATURE_NAME_MESSAGES,
  signMessage,
  signLabel,
} from '../../src/features/signing';
import {
  borrowerGoesOnText,
  FINISHED_HEADING,
  WHAT_YOU_SIGNED_HEADING,
} from '../../src/features/signer/screens/SignerDocumentsScreen';
import { cancelledText } from '../../src/features/signer/screens/SignerCancelledScreen';
import {
  NOTHING_TO_SIGN_TEXT,
  TRY_AGAIN_LABEL,
} from '../../src/features/signer/screens/SignerErrorScreen';
import {
  GO_TO_APPLICATION_TEXT,
  NEXT_STEP_LABEL,
  NOT_A_SIGNER_TEXT as NOT_A_SIGNER_TEXT_MESSAGE,
} from '../../src/features/signer/SignerFrame';
import type { SignerProgress } from '../../src/features/signer/signerApi';
import { TRY_AGAIN_LABEL as RETRY_FILE_LABEL } from '../../src/forms/FileField';
import {
  APPLICATION_UUID,
  makeApplication,
  makeProfile,
  makeSignerProgress,
  PROFILE_UUID,
} from '../support/fixtures';
import { fileOf } from '../support/files';
import { reportVisible, useFakeIntersectionObserver } from '../support/intersection';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';
import { speakSpanish } from '../support/spanish';

const NOT_A_SIGNER_TEXT = i18n._(NOT_A_SIGNER_TEXT_MESSAGE);
const FINISH_SESSION_LABEL = i18n._(FINISH_SESSION_LABEL_MESSAGE);
const IN_SESSION_HEADING = i18n._(IN_SESSION_HEADING_MESSAGE);
const JOIN_SESSION_LABEL = i18n._(JOIN_SESSION_LABEL_MESSAGE);
const BACK_LABEL = i18n._(BACK_LABEL_MESSAGE);
const FRONT_LABEL = i18n._(FRONT_LABEL_MESSAGE);
const ID_TYPE_LEGEND = i18n._(ID_TYPE_LEGEND_MESSAGE);
const UPLOAD_LABEL = i18n._(UPLOAD_LABEL_MESSAGE);

useMockServer();
useFakeIntersectionObserver();

const BASE = '/account/heloc';
const AREA = `${BASE}/heloc-signer`;
const APP_URL = `/service-application/api/v1/application/heloc/${APPLICATION_UUID}`;
const CO_DEED_URL = '/service-application/api/v1/application/heloc/co-deed/status';

const DOCUMENTS = [
  { uuid: 'doc-agreement', title: 'Home equity line of credit agreement', body: 'The line.' },
  { uuid: 'doc-deed', title: 'Deed of trust', body: 'The home secures the line.' },
];

/** jest-fixed-jsdom's FormData is Node's, which takes Node's File. */
const png = (name: string) => fileOf(name, 'image/png');

interface Sent {
  consents: unknown[];
  uploads: { type: string; file: string }[];
  signatures: unknown[];
  sessions: unknown[];
  coDeedReads: number;
  /** Document types whose next upload the lender fails (500), once each. */
  failOnce: string[];
}

/**
 * The lender as the signer meets it: Sam Okafor, an additional signer (CO_DEEDER) on Alex
 * Rivera's application, with their own progress, which the write calls move as the sandbox does.
 */
function lender(
  start: Partial<SignerProgress> = {},
  application: Partial<HelocApplication> = {},
  signer: { isSigner?: boolean } = {},
) {
  const progress = makeSignerProgress(start);
  const sent: Sent = {
    consents: [],
    uploads: [],
    signatures: [],
    sessions: [],
    coDeedReads: 0,
    failOnce: [],
  };
  const isSigner = signer.isSigner ?? true;
  const app = makeApplication({
    state: 'CO_DEED_REQUIRED',
    coDeedStatus: 'PENDING',
    additionalSignerVersion: 'v1',
    helocSigners: isSigner
      ? [{ identityUuid: PROFILE_UUID, name: { firstName: 'Sam', lastName: 'Okafor' } }]
      : [],
    name: { firstName: 'Alex', middleName: null, lastName: 'Rivera', suffix: null },
    ...application,
  });
  const sides = new Set<string>();
  server.use(
    http.get(url('/service-profile/api/v1/profile'), () =>
      HttpResponse.json(
        makeProfile({
          type: isSigner ? 'CO_DEEDER' : 'BORROWER',
          name: { uuid: 'n-1', firstName: 'Sam', lastName: 'Okafor' },
          email: 'sam@example.com',
        }),
      ),
    ),
    http.get(url('/service-application/api/v1/application/heloc/all'), () =>
      HttpResponse.json([
        { ...app, coDeedStatus: progress.notarized ? 'COMPLETE' : app.coDeedStatus },
      ]),
    ),
    http.get(url(CO_DEED_URL), () => {
      sent.coDeedReads += 1;
      return HttpResponse.json({
        isCoDeeder: true,
        applications: [
          {
            applicationUuid: APPLICATION_UUID,
            loanNumber: app.loanNumber,
            coDeedStatus: progress.notarized ? 'COMPLETE' : 'PENDING',
            isSigner: true,
            signer: progress,
          },
        ],
      });
    }),
    http.post(url(`${APP_URL}/esign-consent`), async ({ request }) => {
      const body = (await request.json()) as { esignConsentVersion: string };
      sent.consents.push(body);
      progress.esignConsent = {
        type: 'ESIGN',
        acceptedAt: '2026-11-25T10:00:00.000Z',
        version: body.esignConsentVersion,
      };
      return HttpResponse.json(app);
    }),
    http.post(url(`${APP_URL}/documents`), async ({ request }) => {
      const form = await request.formData();
      const entry = { type: String(form.get('type')), file: (form.get('file') as File).name };
      sent.uploads.push(entry);
      if (sent.failOnce.includes(entry.type)) {
        sent.failOnce = sent.failOnce.filter((type) => type !== entry.type);
        return HttpResponse.json({ errors: [{ message: 'The lender is busy' }] }, { status: 500 });
      }
      sides.add(entry.type);
      progress.identityDocuments += 1;
      if (sides.has('DRIVERS_LICENSE_FRONT') && sides.has('DRIVERS_LICENSE_BACK')) {
        Object.assign(progress, { identityComplete: true, step: 'SIGN' });
      }
      return HttpResponse.json(
        { document: { uuid: 'd', type: entry.type }, application: app },
        {
          status: 201,
        },
      );
    }),
    http.get(url(`${APP_URL}/closing-documents`), () =>
      HttpResponse.json({
        documents: DOCUMENTS.map((document) => ({ ...document, signed: progress.signed })),
      }),
    ),
    // Their copies: what they signed, once signed (docs/journey.md#copies-of-what-was-signed).
    http.get(url(`${APP_URL}/document-copies`), () =>
      HttpResponse.json({
        documents: progress.signed
          ? DOCUMENTS.map((document) => ({
              ...document,
              kind: 'CLOSING_DOCUMENT',
              act: 'SIGNED',
              signerName: 'Sam Okafor',
              at: '2026-12-04T18:30:00.000Z',
            }))
          : [],
      }),
    ),
    http.post(url(`${APP_URL}/sign`), async ({ request }) => {
      sent.signatures.push(await request.json());
      Object.assign(progress, { signed: true, step: 'NOTARY' });
      return HttpResponse.json(app);
    }),
    http.post(url(`${APP_URL}/notary/session`), async ({ request }) => {
      sent.sessions.push(await request.json());
      Object.assign(progress, { notarized: true, step: 'DONE' });
      return HttpResponse.json({ ...app, coDeedStatus: 'COMPLETE' });
    }),
  );
  return { progress, sent };
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

const ESIGN_BOX = 'I agree to receive documents and sign electronically';
const ESIGN_MESSAGE = 'Agree to receive documents and sign electronically to continue';

/** The signer's progress panel: which step is current. */
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Additional signer steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')
    ?.querySelector('.progress-step__label')?.textContent;

beforeEach(() => {
  jest.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

test('the whole signing: intro and the consent to electronic documents, identity, sign, the eNotary session, then what they signed', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = lender({ esignConsent: null });
  const { history } = renderApp(`${AREA}/resume`);

  // The resume page finds nothing done yet: the intro.
  await h1('You have been added as a signer');
  expect(history.location.pathname).toBe(`${AREA}/intro`);
  expect(
    await screen.findByText(
      'Alex Rivera has added you as an additional signer on their home equity line of credit for 2140 Capitol Ave, Sacramento, CA 95816.',
    ),
  ).toBeInTheDocument();
  for (const step of WHAT_YOU_DO) expect(screen.getByText(i18n._(step))).toBeInTheDocument();
  expect(currentStep()).toBe('Identity verification');

  // Before any document, the consent to electronic documents: its text, its box unticked.
  const consentText = screen.getByRole('region', {
    name: 'Consent to receive documents and sign electronically',
  });
  expect(consentText).toHaveTextContent(/ask for a paper copy of any of these documents/);
  const box = screen.getByRole('checkbox', { name: ESIGN_BOX });
  expect(box).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: i18n._(START_LABEL) }));
  const refused = await screen.findByRole('alert');
  await waitFor(() => expect(refused.parentElement).toHaveFocus());
  expect(within(refused).getByRole('link', { name: ESIGN_MESSAGE })).toHaveAttribute(
    'href',
    `#${box.id}`,
  );
  expect(sent.consents).toEqual([]);
  expect(history.location.pathname).toBe(`${AREA}/intro`);
  await user.click(box);
  await user.click(screen.getByRole('button', { name: i18n._(START_LABEL) }));

  // The borrower's ID form, sent as the signer's own.
  await h1('Verify your identity');
  expect(history.location.pathname).toBe(`${AREA}/identity`);
  expect(sent.consents).toEqual([
    { esignConsent: true, esignConsentVersion: ESIGN_CONSENT_VERSION },
  ]);
  expect(await screen.findByText(i18n._(SIGNER_IDENTITY_INTRO))).toBeInTheDocument();
  await user.click(
    within(screen.getByRole('group', { name: ID_TYPE_LEGEND })).getByRole('radio', {
      name: "US Driver's License",
    }),
  );
  await user.upload(screen.getByLabelText(FRONT_LABEL), png('front.png'));
  await user.upload(screen.getByLabelText(BACK_LABEL), png('back.png'));
  await user.click(screen.getByRole('button', { name: UPLOAD_LABEL }));

  // The lender has the whole ID: the signing.
  await h1('Sign your documents');
  expect(history.location.pathname).toBe(`${AREA}/sign`);
  expect(sent.uploads).toEqual([
    { type: 'DRIVERS_LICENSE_FRONT', file: 'front.png' },
    { type: 'DRIVERS_LICENSE_BACK', file: 'back.png' },
  ]);
  expect(currentStep()).toBe('Talk to eNotary');
  await screen.findByRole('region', { name: DOCUMENTS[0]!.title });

  // Nothing signed, and the borrower's name: each refused with its message.
  await user.type(screen.getByLabelText(i18n._(FULL_NAME_LABEL)), 'Alex Rivera');
  await user.click(screen.getByRole('button', { name: i18n._(SIGN_DOCUMENTS_LABEL) }));
  const summary = await screen.findByRole('alert');
  for (const document of DOCUMENTS) {
    expect(
      within(summary).getByRole('link', { name: i18n._(signMessage(document)) }),
    ).toBeInTheDocument();
  }
  expect(
    within(summary).getByRole('link', { name: i18n._(SIGNATURE_NAME_MESSAGES.mismatch) }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(i18n._(FULL_NAME_LABEL))).toHaveAccessibleDescription(
    expect.stringContaining('Sam Okafor'),
  );
  expect(sent.signatures).toEqual([]);

  for (const document of DOCUMENTS) {
    reportVisible(document.title, 0.5);
    await user.click(screen.getByRole('button', { name: i18n._(signLabel(document.title)) }));
  }
  await user.clear(screen.getByLabelText(i18n._(FULL_NAME_LABEL)));
  await user.type(screen.getByLabelText(i18n._(FULL_NAME_LABEL)), '  sam   okafor ');
  await user.click(screen.getByRole('button', { name: i18n._(SIGN_DOCUMENTS_LABEL) }));

  // Signed: the same page becomes the eNotary session.
  await h1(i18n._(NOTARY_SESSION_TITLE));
  expect(sent.signatures).toEqual([
    { signatureName: 'sam okafor', documents: ['doc-agreement', 'doc-deed'] },
  ]);
  expect(history.location.pathname).toBe(`${AREA}/sign`);
  expect(
    screen.queryByRole('button', { name: i18n._(SIGN_DOCUMENTS_LABEL) }),
  ).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: JOIN_SESSION_LABEL }));
  expect(screen.getByRole('heading', { level: 2, name: IN_SESSION_HEADING })).toHaveFocus();
  expect(sent.sessions).toEqual([]);
  await user.click(screen.getByRole('button', { name: FINISH_SESSION_LABEL }));

  // Finished: what they signed, and that the borrower goes on.
  await h1('Your documents');
  expect(history.location.pathname).toBe(`${AREA}/documents`);
  expect(sent.sessions).toEqual([{}]);
  expect(
    screen.getByRole('heading', { level: 2, name: i18n._(FINISHED_HEADING) }),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 2, name: i18n._(WHAT_YOU_SIGNED_HEADING) }),
  ).toBeInTheDocument();
  // Each a link to its copy, with who signed it and when.
  for (const document of DOCUMENTS) {
    expect(screen.getByRole('link', { name: document.title })).toHaveAttribute(
      'href',
      `${AREA}/documents/${document.uuid}`,
    );
  }
  expect(screen.getAllByText(/^Signed by Sam Okafor on December 4, 2026 at/)).toHaveLength(2);
  // A copy opens under its own title, to read and print.
  await user.click(screen.getByRole('link', { name: DOCUMENTS[1]!.title }));
  await h1(DOCUMENTS[1]!.title);
  expect(screen.getByText(DOCUMENTS[1]!.body)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to your documents' }));
  await h1('Your documents');
  expect(screen.getByText(i18n._(borrowerGoesOnText('Alex Rivera')))).toBeInTheDocument();
  expect(history.entries.map((entry) => entry.pathname)).toEqual([
    `${AREA}/intro`,
    `${AREA}/identity`,
    `${AREA}/sign`,
    `${AREA}/documents`,
    `${AREA}/documents/${DOCUMENTS[1]!.uuid}`,
    `${AREA}/documents`,
  ]);
}, 30000);

test('a side that fails is sent again alone; the signer stays on the page until the ID is in', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = lender();
  sent.failOnce.push('DRIVERS_LICENSE_BACK');
  const { history } = renderApp(`${AREA}/identity`);
  await h1('Verify your identity');
  await user.click(await screen.findByRole('radio', { name: "US Driver's License" }));
  await user.upload(screen.getByLabelText(FRONT_LABEL), png('front.png'));
  await user.upload(screen.getByLabelText(BACK_LABEL), png('back.png'));
  await user.click(screen.getByRole('button', { name: UPLOAD_LABEL }));
  expect(
    await screen.findByRole('button', { name: `${RETRY_FILE_LABEL} to upload back.png` }),
  ).toBeInTheDocument();
  expect(history.location.pathname).toBe(`${AREA}/identity`);

  await user.click(screen.getByRole('button', { name: UPLOAD_LABEL }));
  await h1('Sign your documents');
  expect(sent.uploads).toEqual([
    { type: 'DRIVERS_LICENSE_FRONT', file: 'front.png' },
    { type: 'DRIVERS_LICENSE_BACK', file: 'back.png' },
    { type: 'DRIVERS_LICENSE_BACK', file: 'back.png' },
  ]);
}, 20000);

test('a refused signature keeps the name and the documents signed', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = lender({ identityComplete: true, identityDocuments: 2, step: 'SIGN' });
  server.use(
    http.post(url(`${APP_URL}/sign`), async ({ request }) => {
      sent.signatures.push(await request.json());
      return HttpResponse.json(
        {
          errors: [
            {
              code: 'BAD_REQUEST',
              field: 'signatureName',
              message: 'Type your full name as it appears on your application',
            },
          ],
        },
        { status: 400 },
      );
    }),
  );
  renderApp(`${AREA}/sign`);
  await screen.findByRole('region', { name: DOCUMENTS[0]!.title });
  for (const document of DOCUMENTS) {
    reportVisible(document.title, 0.5);
    await user.click(screen.getByRole('button', { name: i18n._(signLabel(document.title)) }));
  }
  await user.type(screen.getByLabelText(i18n._(FULL_NAME_LABEL)), 'Sam Okafor');
  await user.click(screen.getByRole('button', { name: i18n._(SIGN_DOCUMENTS_LABEL) }));
  await waitFor(() => expect(sent.signatures).toHaveLength(1));
  expect(
    await screen.findByRole('link', {
      name: 'Type your full name as it appears on your application',
    }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(i18n._(FULL_NAME_LABEL))).toHaveValue('Sam Okafor');
  expect(screen.getByLabelText(i18n._(FULL_NAME_LABEL))).toHaveAttribute('aria-invalid', 'true');
  for (const document of DOCUMENTS) {
    expect(screen.getByRole('button', { name: i18n._(signLabel(document.title)) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign your documents');
});

test('the resume page picks up where the signer left off', async () => {
  lender({ identityDocuments: 1, step: 'IDENTITY' });
  const first = renderApp(`${AREA}/resume`);
  await h1('Verify your identity');
  expect(first.history.location.pathname).toBe(`${AREA}/identity`);
  first.unmount();

  lender({ identityComplete: true, signed: true, identityDocuments: 2, step: 'NOTARY' });
  const second = renderApp(`${AREA}/resume`);
  await h1(i18n._(NOTARY_SESSION_TITLE));
  expect(second.history.location.pathname).toBe(`${AREA}/sign`);
});

test('a page opened out of step keeps its address and says where to go', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = lender();
  const { history } = renderApp(`${AREA}/sign`);
  await h1('Sign your documents');
  expect(
    await screen.findByText('This step is not open yet: finish the steps before it first.'),
  ).toBeInTheDocument();
  expect(history.location.pathname).toBe(`${AREA}/sign`);
  expect(screen.queryByLabelText(i18n._(FULL_NAME_LABEL))).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: i18n._(NEXT_STEP_LABEL) }));
  await h1('You have been added as a signer');
  expect(sent.signatures).toEqual([]);
});

test('a finished signer opening the identity page is told so', async () => {
  lender({ identityComplete: true, signed: true, notarized: true, step: 'DONE' });
  renderApp(`${AREA}/identity`);
  await h1('Verify your identity');
  expect(
    await screen.findByText('You have finished signing: there is nothing more to do here.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: UPLOAD_LABEL })).not.toBeInTheDocument();
});

test('a cancelled application: the cancelled page', async () => {
  lender({}, { state: 'CANCELLED' });
  const { history } = renderApp(`${AREA}/resume`);
  await h1('This signing has been canceled');
  expect(history.location.pathname).toBe(`${AREA}/cancelled`);
  expect(await screen.findByText(i18n._(cancelledText('Alex Rivera')))).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Need help?' })).toBeInTheDocument();
});

test('no application to sign: the error page, whose "Try again" reads everything again', async () => {
  const user = userEvent.setup({ delay: null });
  server.use(
    http.get(url('/service-profile/api/v1/profile'), () =>
      HttpResponse.json(makeProfile({ type: 'CO_DEEDER' })),
    ),
    http.get(url('/service-application/api/v1/application/heloc/all'), () => HttpResponse.json([])),
  );
  const { history } = renderApp(`${AREA}/error`);
  await h1('We could not continue your signing');
  expect(screen.getByText(i18n._(NOTHING_TO_SIGN_TEXT))).toBeInTheDocument();
  // Now the invitation is there.
  lender();
  await user.click(screen.getByRole('button', { name: i18n._(TRY_AGAIN_LABEL) }));
  await h1('You have been added as a signer');
  expect(history.location.pathname).toBe(`${AREA}/intro`);
});

test('someone who signs for no application is told the pages are not theirs, and nothing of theirs is read', async () => {
  const { sent } = lender({}, {}, { isSigner: false });
  renderApp(`${AREA}/documents`);
  await h1('Your documents');
  expect(await screen.findByText(NOT_A_SIGNER_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: i18n._(GO_TO_APPLICATION_TEXT) })).toHaveAttribute(
    'href',
    BASE,
  );
  expect(sent.coDeedReads).toBe(0);
});

test('a read that fails after a recorded step goes to the resume page instead of asking again', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = lender({
    identityComplete: true,
    signed: true,
    identityDocuments: 2,
    step: 'NOTARY',
  });
  renderApp(`${AREA}/sign`);
  await h1(i18n._(NOTARY_SESSION_TITLE));
  server.use(
    http.get(url(CO_DEED_URL), () =>
      HttpResponse.json({ errors: [{ message: 'Try later' }] }, { status: 503 }),
    ),
  );
  await user.click(screen.getByRole('button', { name: JOIN_SESSION_LABEL }));
  await user.click(screen.getByRole('button', { name: FINISH_SESSION_LABEL }));
  await h1('Failed to fetch your signing');
  expect(sent.sessions).toEqual([{}]);
  // Read again once the lender answers: the signer has finished.
  server.resetHandlers();
  lender({ identityComplete: true, signed: true, notarized: true, step: 'DONE' });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await h1('Your documents');
  expect(sent.sessions).toHaveLength(1);
}, 15000);

describe('in Spanish', () => {
  afterEach(() => i18n.activate('en', ['en-US']));

  test('the consent shown and sent is the Spanish version', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = lender({ esignConsent: null });
    speakSpanish([[ESIGN_CONSENT_LABEL, 'Acepto recibir documentos y firmar electrónicamente']]);
    renderApp(`${AREA}/intro`);
    const consentText = await screen.findByRole('region', {
      name: 'Consentimiento para recibir documentos y firmar electrónicamente',
    });
    expect(consentText).toHaveTextContent(
      /pedir una copia en papel de cualquiera de estos documentos/,
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Acepto recibir documentos y firmar electrónicamente' }),
    );
    await user.click(screen.getByRole('button', { name: i18n._(START_LABEL) }));
    await waitFor(() =>
      expect(sent.consents).toEqual([{ esignConsent: true, esignConsentVersion: '2026-12-01-es' }]),
    );
  });
});
