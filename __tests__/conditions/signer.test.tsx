import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { UPLOAD_LABEL } from '../../src/features/conditions/ConditionUploadForm';
import {
  FRONT_LABEL as FRONT_LABEL_MESSAGE,
  ID_TYPE_LEGEND as ID_TYPE_LEGEND_MESSAGE,
} from '../../src/features/identity';
import { NOT_A_SIGNER_TEXT as NOT_A_SIGNER_TEXT_MESSAGE } from '../../src/features/signer/SignerFrame';
import {
  BACK_TO_SIGNING_LABEL as BACK_TO_SIGNING_LABEL_MESSAGE,
  SIGNER_NO_PAGE_TEXT as SIGNER_NO_PAGE_TEXT_MESSAGE,
} from '../../src/features/signer/screens/SignerConditionsScreen';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { useAdditionalSignerScenario, useMockServer } from '../support/server';
import { answerConditions, answerUploads, conditionOf, fileOf, PHONE_CONDITION } from './support';
import { i18n } from '../../src/lib/i18n';

const BACK_TO_SIGNING_LABEL = i18n._(BACK_TO_SIGNING_LABEL_MESSAGE);
const SIGNER_NO_PAGE_TEXT = i18n._(SIGNER_NO_PAGE_TEXT_MESSAGE);
const NOT_A_SIGNER_TEXT = i18n._(NOT_A_SIGNER_TEXT_MESSAGE);
const FRONT_LABEL = i18n._(FRONT_LABEL_MESSAGE);
const ID_TYPE_LEGEND = i18n._(ID_TYPE_LEGEND_MESSAGE);

useMockServer();
// Every body these tests send is one the lender takes.

const SIGNER = '/account/heloc/heloc-signer';

/** The seeded kind of additional signer: a CO_DEEDER on the borrower's v1 application. */
function asAdditionalSigner() {
  useAdditionalSignerScenario('CO_DEED_REQUIRED');
}

const ID_CONDITION = conditionOf({
  uuid: 'c0a1b2c3-0000-4000-8000-000000000010',
  categoryEnum: 'ID_VERIFICATION_FAILURE',
  commentsToBorrower: 'Take a clear photo of a valid, unexpired ID.',
  requestDocuments: ['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK'],
  xtraData: { numDocsRequired: 2 },
  display: {
    header: 'Verify your identity again',
    description: 'We could not read the ID you uploaded.',
    button: 'Verify identity',
    location: 'identity',
    type: 'IDENTITY',
  },
});
const DOCUMENT_CONDITION = conditionOf({ xtraData: { numDocsRequired: 1 } });

test('the signer’s own tasks, on the application they sign for, each with its signer page', async () => {
  asAdditionalSigner();
  const reads = answerConditions(() => [ID_CONDITION, DOCUMENT_CONDITION, PHONE_CONDITION]);
  renderApp(`${SIGNER}/conditions`);
  await screen.findByRole('heading', { level: 1, name: 'Your tasks' });
  await screen.findByText('3 tasks to do');
  expect(reads).toContain(APPLICATION_UUID);

  expect(
    within(screen.getByRole('article', { name: 'Verify your identity again' })).getByRole('link', {
      name: 'Verify identity',
    }),
  ).toHaveAttribute('href', `${SIGNER}/conditions/identity?condition=${ID_CONDITION.uuid}`);
  expect(
    within(screen.getByRole('article', { name: 'Upload a requested document' })).getByRole('link', {
      name: 'Upload document',
    }),
  ).toHaveAttribute(
    'href',
    `${SIGNER}/conditions/upload-document?condition=${DOCUMENT_CONDITION.uuid}`,
  );
  // The signer area has no phone page: the signer is told how to finish it.
  const phone = screen.getByRole('article', { name: 'Add a phone number' });
  expect(within(phone).queryByRole('link')).toBeNull();
  expect(within(phone).getByText(SIGNER_NO_PAGE_TEXT)).toBeInTheDocument();
});

test('with nothing pending, the way back to the signing', async () => {
  asAdditionalSigner();
  answerConditions(() => []);
  renderApp(`${SIGNER}/conditions`);
  expect(await screen.findByRole('link', { name: BACK_TO_SIGNING_LABEL })).toHaveAttribute(
    'href',
    `${SIGNER}/resume`,
  );
});

test('the signer uploads a document for their condition and is back on their tasks', async () => {
  const user = userEvent.setup({ delay: null });
  asAdditionalSigner();
  let satisfied = false;
  answerConditions(() => (satisfied ? [] : [DOCUMENT_CONDITION]));
  const received = answerUploads((entry, n) => {
    satisfied = true;
    return HttpResponse.json({ document: { uuid: `doc-${n}`, type: entry.type } }, { status: 201 });
  });
  const { history } = renderApp(
    `${SIGNER}/conditions/upload-document?condition=${DOCUMENT_CONDITION.uuid}`,
  );
  await screen.findByRole('heading', { level: 1, name: 'Upload a document' });
  await screen.findByLabelText('Your document');
  await user.upload(
    document.querySelector<HTMLInputElement>('input[type="file"]')!,
    fileOf('statement.pdf', 'application/pdf'),
  );
  await user.click(screen.getByRole('button', { name: i18n._(UPLOAD_LABEL) }));
  await screen.findByRole('heading', { level: 1, name: 'Your tasks' });
  expect(history.location.pathname).toBe(`${SIGNER}/conditions`);
  expect(received).toEqual([
    { type: 'BANK_STATEMENT', conditionUuid: DOCUMENT_CONDITION.uuid, file: 'statement.pdf' },
  ]);
  // The parts in the order the lender reads them.
  expect(Object.keys(received[0]!)).toEqual(['type', 'conditionUuid', 'file']);
});

test('the signer sends their ID again for their identity condition', async () => {
  const user = userEvent.setup({ delay: null });
  asAdditionalSigner();
  let satisfied = false;
  answerConditions(() => (satisfied ? [] : [ID_CONDITION]));
  const received = answerUploads((entry, n) => {
    satisfied = true;
    return HttpResponse.json({ document: { uuid: `doc-${n}`, type: entry.type } }, { status: 201 });
  });
  const { history } = renderApp(`${SIGNER}/conditions/identity?condition=${ID_CONDITION.uuid}`);
  await screen.findByRole('heading', { level: 1, name: 'Confirm your identity' });
  expect(
    await screen.findByText('Take a clear photo of a valid, unexpired ID.'),
  ).toBeInTheDocument();
  await user.click(
    within(screen.getByRole('group', { name: ID_TYPE_LEGEND })).getByRole('radio', {
      name: 'US Passport',
    }),
  );
  await user.upload(screen.getByLabelText(FRONT_LABEL), fileOf('passport.png', 'image/png'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await screen.findByRole('heading', { level: 1, name: 'Your tasks' });
  expect(history.location.pathname).toBe(`${SIGNER}/conditions`);
  expect(received).toEqual([
    { type: 'PASSPORT_FRONT', conditionUuid: ID_CONDITION.uuid, file: 'passport.png' },
  ]);
  // The parts in the order the lender reads them.
  expect(Object.keys(received[0]!)).toEqual(['type', 'conditionUuid', 'file']);
});

test('someone who signs for no application is told so', async () => {
  answerConditions(() => [DOCUMENT_CONDITION]);
  renderApp(`${SIGNER}/conditions`);
  expect(await screen.findByText(NOT_A_SIGNER_TEXT)).toBeInTheDocument();
  expect(screen.queryByRole('article')).toBeNull();
});
