import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TASK_DONE_TEXT, BACK_TO_TASKS_LABEL } from '../../src/features/conditions/ConditionPage';
import {
  DOCUMENT_TYPE_LEGEND,
  UPLOAD_LABEL,
} from '../../src/features/conditions/ConditionUploadForm';
import type { Condition } from '../../src/features/conditions';
import { TRY_AGAIN_LABEL } from '../../src/forms/FileField';
import { PENDING_LABEL as PENDING_LABEL_MESSAGE } from '../../src/forms/StepForm';
import { APPLICATION_UUID } from '../support/fixtures';
import { fileItem } from '../support/files';
import { renderApp } from '../support/renderApp';
import { useMockServer } from '../support/server';
import { answerConditions, answerUploads, conditionOf, fileOf } from './support';
import { i18n } from '../../src/lib/i18n';

const PENDING_LABEL = i18n._(PENDING_LABEL_MESSAGE);

useMockServer();
// Every body these tests send is one the lender takes.

const APP = `/account/heloc/${APPLICATION_UUID}`;
const CONDITION = conditionOf();
const pageOf = (condition: Condition) =>
  `${APP}/conditions/upload-document?condition=${condition.uuid}`;

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const uploadButton = () => screen.getByRole('button', { name: i18n._(UPLOAD_LABEL) });

/** The lender's list: the condition until `satisfied` is set, then nothing. */
function lenderList(condition: Condition = CONDITION) {
  const lender = { satisfied: false };
  const reads = answerConditions(() => (lender.satisfied ? [] : [condition]));
  return { lender, reads };
}

test('says what the lender asks for, and asks for as many files', async () => {
  lenderList();
  renderApp(pageOf(CONDITION));
  await screen.findByRole('heading', { level: 1, name: 'Upload a requested document' });
  expect(
    await screen.findByText(/Please upload your two most recent monthly bank statements/),
  ).toBeInTheDocument();
  const page = screen.getByRole('region', { name: 'Upload a requested document' });
  const terms = within(page)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(Object.fromEntries(terms)).toEqual({
    'Documents asked for': 'Bank statement',
    'Files to upload': '2',
  });
  expect(screen.getByLabelText('Your 2 documents')).toBe(input());
  expect(input()).toHaveAttribute('multiple');
  expect(input()).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
  // One type asked for: nothing to choose.
  expect(screen.queryByRole('group', { name: i18n._(DOCUMENT_TYPE_LEGEND) })).toBeNull();
  expect(screen.getByRole('link', { name: i18n._(BACK_TO_TASKS_LABEL) })).toHaveAttribute(
    'href',
    `${APP}/conditions`,
  );

  const user = userEvent.setup({ delay: null });
  await user.click(uploadButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary).getByRole('link', { name: 'Select the 2 documents to upload' }),
  ).toBeInTheDocument();
  await user.upload(input(), fileOf('october.pdf', 'application/pdf'));
  await user.click(uploadButton());
  expect(await screen.findByRole('link', { name: 'Select 2 documents' })).toBeInTheDocument();
});

test('sends each file with its type and the condition, then reads the conditions again and goes back', async () => {
  const user = userEvent.setup({ delay: null });
  const { lender, reads } = lenderList();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const received = answerUploads(async (entry, n) => {
    if (n === 1) {
      await gate;
      lender.satisfied = true;
    }
    return HttpResponse.json({ document: { uuid: `doc-${n}`, type: entry.type } }, { status: 201 });
  });
  const { history } = renderApp(pageOf(CONDITION));
  await screen.findByLabelText('Your 2 documents');
  await user.upload(input(), [
    fileOf('october.pdf', 'application/pdf'),
    fileOf('november.png', 'image/png'),
  ]);
  await user.click(uploadButton());
  await waitFor(() =>
    expect(screen.getByRole('progressbar', { name: 'october.pdf' })).toHaveAttribute('value', '1'),
  );
  expect(screen.getByRole('button', { name: PENDING_LABEL })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const readsBefore = reads.length;

  release();
  await screen.findByRole('heading', { level: 1, name: 'Your outstanding tasks' });
  expect(history.location.pathname).toBe(`${APP}/conditions`);
  expect(reads.length).toBeGreaterThan(readsBefore);
  expect(screen.getByText(/You have no outstanding tasks/)).toBeInTheDocument();
  expect(received).toEqual([
    { type: 'BANK_STATEMENT', conditionUuid: CONDITION.uuid, file: 'october.pdf' },
    { type: 'BANK_STATEMENT', conditionUuid: CONDITION.uuid, file: 'november.png' },
  ]);
  // The parts in the order the lender reads them.
  expect(Object.keys(received[0]!)).toEqual(['type', 'conditionUuid', 'file']);
});

test('a failed file is sent again alone, the other never twice', async () => {
  const user = userEvent.setup({ delay: null });
  lenderList();
  let failNovember = true;
  const received = answerUploads((entry, n) =>
    entry.file === 'november.png' && failNovember
      ? HttpResponse.json({}, { status: 503 })
      : HttpResponse.json({ document: { uuid: `doc-${n}` } }, { status: 201 }),
  );
  const { history } = renderApp(pageOf(CONDITION));
  await screen.findByLabelText('Your 2 documents');
  await user.upload(input(), [
    fileOf('october.pdf', 'application/pdf'),
    fileOf('november.png', 'image/png'),
  ]);
  await user.click(uploadButton());
  const failed = fileItem('november.png');
  expect(await within(failed).findByText('Something unexpected happened')).toBeInTheDocument();
  expect(history.location.pathname).toBe(`${APP}/conditions/upload-document`);

  failNovember = false;
  await user.click(
    within(failed).getByRole('button', { name: `${TRY_AGAIN_LABEL} to upload november.png` }),
  );
  await waitFor(() => expect(within(fileItem('november.png')).getByText('Uploaded')).toBeTruthy());
  await user.click(uploadButton());
  await screen.findByRole('heading', { level: 1, name: 'Your outstanding tasks' });
  expect(received.map((entry) => entry.file)).toEqual([
    'october.pdf',
    'november.png',
    'november.png',
  ]);
});

test("the lender's refusal is explained and every file is kept", async () => {
  const user = userEvent.setup({ delay: null });
  lenderList(conditionOf({ xtraData: { numDocsRequired: 1 } }));
  answerUploads(() =>
    HttpResponse.json(
      {
        errors: [
          {
            code: 'CONDITION',
            field: 'conditionUuid',
            message: `There is no open task ${CONDITION.uuid} for you on this application`,
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { history } = renderApp(pageOf(CONDITION));
  await screen.findByLabelText('Your document');
  expect(input()).not.toHaveAttribute('multiple');
  await user.upload(input(), fileOf('statement.pdf', 'application/pdf'));
  await user.click(uploadButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent(
    `There is no open task ${CONDITION.uuid} for you on this application`,
  );
  expect(fileItem('statement.pdf')).toBeInTheDocument();
  expect(uploadButton()).toBeEnabled();
  expect(history.location.pathname).toBe(`${APP}/conditions/upload-document`);
});

test('a condition asking for several types asks which one is sent', async () => {
  const user = userEvent.setup({ delay: null });
  const condition = conditionOf({
    requestDocuments: ['PROPERTY_DESCRIPTION_SOURCE', 'CERTIFICATE_OF_TRUST'],
    xtraData: { numDocsRequired: 2, numDocsReceived: 1 },
  });
  lenderList(condition);
  const received = answerUploads();
  renderApp(pageOf(condition));
  // One of two is in: one more is asked for.
  await screen.findByLabelText('Your document');
  expect(screen.getByText('1 (1 of 2 received)')).toBeInTheDocument();
  const group = screen.getByRole('group', { name: i18n._(DOCUMENT_TYPE_LEGEND) });
  await user.upload(input(), fileOf('trust.pdf', 'application/pdf'));
  await user.click(uploadButton());
  expect(
    await screen.findByRole('link', { name: 'Select what you are uploading' }),
  ).toBeInTheDocument();
  expect(received).toEqual([]);

  await user.click(within(group).getByRole('radio', { name: 'Certificate of trust' }));
  await user.click(uploadButton());
  await screen.findByRole('heading', { level: 1, name: 'Your outstanding tasks' });
  expect(received.map((entry) => entry.type)).toEqual(['CERTIFICATE_OF_TRUST']);
});

test('a task that is done (or not one of this applicant’s) says so, with the way back', async () => {
  answerConditions(() => [conditionOf({ uuid: 'someone-else' })]);
  renderApp(pageOf(CONDITION));
  expect(await screen.findByText(i18n._(TASK_DONE_TEXT))).toBeInTheDocument();
  expect(document.querySelector('input[type="file"]')).toBeNull();
  expect(screen.getByRole('link', { name: i18n._(BACK_TO_TASKS_LABEL) })).toHaveAttribute(
    'href',
    `${APP}/conditions`,
  );
});
