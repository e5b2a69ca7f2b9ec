/**
 * A file sent in the chat can complete an open condition (docs/webchat.md#a-file-sent-in-the-chat):
 * the rule (which conditions a file may complete), and the widget on a store whose sagas run,
 * with the default provider's SDK faked at its boundary: the action under a sent file, the
 * upload on the person's choice (its failure, said in the chat, and its retry), the conditions
 * read again and the line for the agent.
 */
import { File as NodeFile } from 'node:buffer';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { chatFilingLine } from '../../src/contract/chat';
import { UPLOAD_MAX_BYTES, uploadKindOf } from '../../src/contract/uploads';
import { injectLateSlices } from '../../src/app/lateSlices';
import { type AppStore, makeStore } from '../../src/app/store';
import ChatWidget from '../../src/features/chat/ChatWidget';
import { holdAttachment } from '../../src/features/chat/attachments';
import {
  chatFilesSent,
  chatModeChosen,
  chatOpened,
  chatPhaseChanged,
  chatStartRequested,
  messageSendRequested,
  messagesReceived,
} from '../../src/features/chat/chatSlice';
import { selectChat } from '../../src/features/chat/chatStore';
import { FILING_TEXT, filingTargets } from '../../src/features/chat/filing';
import { i18n } from '../../src/lib/i18n';
import type { Condition } from '../../src/features/conditions';
import { shellHasRendered } from '../../src/loading/lateParts';
import { client, defaultProviderStart, sdk } from '../support/fakeTwilio';
import { APPLICATION_UUID, makeConditions, TEST_JWT } from '../support/fixtures';
import { server, url, useAdditionalSignerScenario, useMockServer } from '../support/server';
import { advanceSagas, signedInStore } from '../support/testStore';

jest.mock('@twilio/conversations/builds/twilio-conversations.min.js', () =>
  jest.requireActual('../support/fakeTwilio'),
);

useMockServer();

const PDF_BYTES = '%PDF-1.7\n1 0 obj\n';
/** A file as the upload's FormData takes it here (jest-fixed-jsdom's FormData is Node's). */
const file = (content: string, name: string, type: string) =>
  new NodeFile([content], name, { type }) as unknown as File;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const bank = makeConditions()[0]!;
const TITLE = 'Upload a recent bank statement';
/** Writes the app's words out, as a page's `t` does. */
const t = (descriptor: Parameters<typeof i18n._>[0]) => i18n._(descriptor);

describe('which open conditions a file may complete', () => {
  const condition = (
    over: Omit<Partial<Condition>, 'display'> & { display?: Partial<Condition['display']> },
  ): Condition => ({
    ...bank,
    ...over,
    display: { ...bank.display, ...over.display },
  });
  const pdf = { kind: 'application/pdf' as const, size: 1000 };

  test('a PDF, JPG or PNG by its content, within 10 MB, for each open upload condition of one type', () => {
    expect(filingTargets(pdf, [bank], t)).toEqual([
      { conditionUuid: bank.uuid, title: TITLE, documentType: 'SUPPORT' },
    ]);
    const statement = condition({ uuid: 'c-2', requestDocuments: ['BANK_STATEMENT'] });
    expect(filingTargets({ kind: 'image/png', size: UPLOAD_MAX_BYTES }, [statement], t)).toEqual([
      { conditionUuid: 'c-2', title: TITLE, documentType: 'BANK_STATEMENT' },
    ]);
    expect(filingTargets({ kind: 'image/jpeg', size: 1 }, [bank, statement], t)).toHaveLength(2);
  });

  test('nothing for another kind, an empty or too large file', () => {
    expect(filingTargets({ kind: null, size: 1000 }, [bank], t)).toEqual([]);
    expect(filingTargets({ ...pdf, size: 0 }, [bank], t)).toEqual([]);
    expect(filingTargets({ ...pdf, size: UPLOAD_MAX_BYTES + 1 }, [bank], t)).toEqual([]);
  });

  test('nothing for a condition done, one done elsewhere than the upload page, or one of several types', () => {
    expect(filingTargets(pdf, [condition({ actionNeeded: false })], t)).toEqual([]);
    expect(
      filingTargets(
        pdf,
        [
          condition({
            categoryEnum: 'MISSING_PHONE_NUMBER',
            display: { location: 'conditions/phone-number' },
          }),
        ],
        t,
      ),
    ).toEqual([]);
    expect(
      filingTargets(pdf, [condition({ requestDocuments: ['BANK_STATEMENT', 'PAYSTUB'] })], t),
    ).toEqual([]);
  });

  test('a condition with no title is named by its category', () => {
    expect(filingTargets(pdf, [condition({ display: { header: ' ' } })], t)[0]!.title).toBe(
      'Generic document request',
    );
  });

  test("a file's kind is read from its first bytes, not its name", () => {
    expect(uploadKindOf(new TextEncoder().encode(PDF_BYTES))).toBe('application/pdf');
    expect(uploadKindOf(PNG_HEAD)).toBe('image/png');
    expect(uploadKindOf(JPEG_HEAD)).toBe('image/jpeg');
    expect(uploadKindOf(new TextEncoder().encode('just notes'))).toBeNull();
    expect(uploadKindOf([])).toBeNull();
  });
});

describe('the widget with the default provider', () => {
  interface Upload {
    type: unknown;
    conditionUuid: unknown;
    fileName: string;
    text: string;
  }
  let uploads: Upload[] = [];
  /** The application each upload went to. */
  let uploadPaths: unknown[] = [];
  let uploadFails = 0;
  let conditionReads = 0;
  let conditionsLeft: Condition[] = [];

  /** The person's open conditions, as the lender answers them; none once the upload is in. */
  const answerConditions = () =>
    server.use(
      http.get(
        url(
          '/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants',
        ),
        () => {
          conditionReads += 1;
          return HttpResponse.json(conditionsLeft);
        },
      ),
    );

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    sdk.Client.instances.length = 0;
    uploads = [];
    uploadPaths = [];
    uploadFails = 0;
    conditionReads = 0;
    conditionsLeft = makeConditions();
    answerConditions();
    server.use(
      ...defaultProviderStart(),
      http.post(url('/service-csp/customer/secure/api/v1/webchat/authenticate'), () =>
        HttpResponse.json({ nonce: 'nonce-0' }),
      ),
      http.post(
        url('/service-application/api/v1/application/heloc/:uuid/documents'),
        async ({ request, params }) => {
          uploadPaths.push(params.uuid);
          const form = await request.formData();
          const file = form.get('file') as File;
          uploads.push({
            type: form.get('type'),
            conditionUuid: form.get('conditionUuid'),
            fileName: file.name,
            text: await file.text(),
          });
          if (uploadFails > 0) {
            uploadFails -= 1;
            return HttpResponse.json(
              { errors: [{ message: 'The document service is unavailable' }] },
              { status: 503 },
            );
          }
          conditionsLeft = [];
          return HttpResponse.json({ uuid: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d' });
        },
      ),
    );
  });

  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  /** A signed-in person on `path` (the borrower's conditions page), chatting with an agent who has joined. */
  async function chatting(path = `/account/heloc/${APPLICATION_UUID}/conditions`) {
    shellHasRendered();
    const store = signedInStore(path);
    await advanceSagas(0);
    render(
      <Provider store={store}>
        <ChatWidget />
      </Provider>,
    );
    store.dispatch(chatOpened());
    await advanceSagas(0);
    store.dispatch(chatStartRequested({ friendlyName: 'Alex', emailAddress: 'alex@example.com' }));
    await advanceSagas(0);
    client().emit('initialized');
    await advanceSagas(0);
    client().conversation.emit('participantJoined', { identity: 'agent-1', attributes: {} });
    await advanceSagas(0);
    return store;
  }

  /** The person sends `files` to the agent; the provider gives the message back with its media. */
  async function sendFiles(store: AppStore, files: File[], text = '') {
    store.dispatch(messageSendRequested({ text, attachmentIds: files.map(holdAttachment) }));
    await advanceSagas(0);
    client().conversation.emit('messageAdded', {
      sid: 'IM1',
      author: 'customer-identity',
      body: text,
      dateCreated: new Date(),
      attachedMedia: files.map((f) => ({ filename: f.name, size: f.size })),
    });
    await advanceSagas(0);
  }

  test('a PDF sent to the agent offers its condition; nothing is filed until chosen; a text file offers nothing', async () => {
    const store = await chatting();
    const pdf = file(PDF_BYTES, 'statement.pdf', 'application/pdf');
    const notes = file('just notes', 'notes.txt', 'text/plain');
    // A file is of a kind by its content: a text file named .pdf is not a PDF.
    const fake = file('not a pdf', 'fake.pdf', 'application/pdf');
    await sendFiles(store, [pdf, notes, fake], 'Here is my statement');
    expect(client().conversation.built.map((m) => m.body)).toEqual(['Here is my statement']);

    const files = screen.getByRole('list', { name: 'Attached files' });
    const offer = within(files).getByRole('button', { name: i18n._(FILING_TEXT.action(TITLE)) });
    expect(within(files).getAllByRole('button')).toEqual([offer]);
    expect(
      within(files).getByRole('list', { name: 'Add statement.pdf to your application' }),
    ).toContainElement(offer);
    expect(uploads).toEqual([]);

    // Chosen: the same file to the condition, with the type it asks for; the outcome in the chat.
    const readsBefore = conditionReads;
    fireEvent.click(offer);
    await advanceSagas(0);
    expect(uploads).toEqual([
      { type: 'SUPPORT', conditionUuid: bank.uuid, fileName: 'statement.pdf', text: PDF_BYTES },
    ]);
    const done = within(files).getByText(i18n._(FILING_TEXT.filed(TITLE)));
    expect(done).toHaveFocus();
    // The conditions read again: the list and the dashboard follow without a reload.
    expect(conditionReads).toBeGreaterThan(readsBefore);
    expect(store.getState().conditions.items).toEqual([]);
    // The agent's side: a line that the file was filed to that condition.
    expect(client().conversation.built.map((m) => m.body)).toEqual([
      'Here is my statement',
      chatFilingLine('statement.pdf', TITLE),
    ]);
  });

  test('a failed upload says why in the chat, keeps the file there, and can be tried again', async () => {
    const store = await chatting();
    const pdf = file(PDF_BYTES, 'statement.pdf', 'application/pdf');
    await sendFiles(store, [pdf]);
    uploadFails = 1;
    fireEvent.click(screen.getByRole('button', { name: i18n._(FILING_TEXT.action(TITLE)) }));
    await advanceSagas(0);
    const alert = screen.getByText(/^Not added to your application/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      i18n._(FILING_TEXT.failed(TITLE, 'The document service is unavailable')),
    );
    expect(alert).toHaveFocus();
    expect(screen.getByText(/statement\.pdf/)).toBeInTheDocument();
    expect(client().conversation.built).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: i18n._(FILING_TEXT.retry(TITLE)) }));
    await advanceSagas(0);
    expect(uploads).toHaveLength(2);
    expect(screen.getByText(i18n._(FILING_TEXT.filed(TITLE)))).toBeInTheDocument();
    expect(selectChat(store.getState()).filings).toEqual([
      expect.objectContaining({ conditionUuid: bank.uuid, status: 'filed' }),
    ]);
  });

  test('an additional signer: the conditions of the application they sign for, the lender answering their own', async () => {
    useAdditionalSignerScenario('CO_DEED_REQUIRED');
    answerConditions();
    const store = await chatting('/account/heloc/heloc-signer/conditions');
    const pdf = file(PDF_BYTES, 'statement.pdf', 'application/pdf');
    await sendFiles(store, [pdf]);
    // The person's role and the application they sign for are read first, then their conditions.
    fireEvent.click(await screen.findByRole('button', { name: i18n._(FILING_TEXT.action(TITLE)) }));
    await advanceSagas(0);
    expect(uploadPaths).toEqual([APPLICATION_UUID]);
    expect(uploads).toEqual([
      { type: 'SUPPORT', conditionUuid: bank.uuid, fileName: 'statement.pdf', text: PDF_BYTES },
    ]);
  });
});

describe('who never sees the action', () => {
  injectLateSlices();
  /** The widget showing a PDF this page sent, in a chat of `mode` (a store that runs nothing). */
  const shown = (mode: 'agent' | 'chatbot') => {
    const store = makeStore(undefined, { sideEffects: false });
    store.dispatch(chatOpened());
    store.dispatch(
      chatModeChosen({ mode, provider: mode === 'agent' ? 'stream' : 'chatbot', autoStart: false }),
    );
    store.dispatch(chatPhaseChanged('messaging'));
    store.dispatch(
      chatFilesSent([{ id: 'sent-1', name: 'statement.pdf', size: 10, kind: 'application/pdf' }]),
    );
    store.dispatch(
      messagesReceived([
        {
          id: 'm1',
          from: 'customer',
          body: '',
          at: '2026-11-28T10:00:00.000Z',
          attachments: [{ name: 'statement.pdf', size: 10 }],
        },
      ]),
    );
    render(
      <Provider store={store}>
        <ChatWidget />
      </Provider>,
    );
    return screen.getByRole('list', { name: 'Attached files' });
  };

  afterEach(() => localStorage.clear());

  test('a visitor (not signed in) chatting with an agent', () => {
    expect(within(shown('agent')).queryByRole('button')).toBeNull();
  });

  test('a signed-in person with the chatbot', () => {
    localStorage.setItem('jwt', TEST_JWT);
    expect(within(shown('chatbot')).queryByRole('button')).toBeNull();
  });
});
