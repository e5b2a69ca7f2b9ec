import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import IncomeUploadScreen, {
  REVIEW_LINK_LABEL,
  UNKNOWN_UPLOAD_TEXT,
  UPLOAD_LABEL,
} from '../../src/features/income/screens/IncomeUploadScreen';
import { TRY_AGAIN_LABEL } from '../../src/forms/FileField';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { fileItem, fileOf } from '../support/files';
import { renderStepScreen, withConditions } from '../support/renderStepScreen';
import { paystubCondition } from './paystubs';
import { captureCalls, type Respond, stepCall } from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

useMockServer();
// Every body these tests send is one the lender takes.

const DOCUMENTS_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/documents`,
);
// Decimal units (src/lib/fileSize.ts).
const MB = 1000 * 1000;

/** What one upload carried, its parts in order: the document type, and the file by its name. */
interface Received {
  type: string;
  file: string;
}

const UPLOAD = stepCall('post', DOCUMENTS_URL, (_body, n) =>
  HttpResponse.json(
    {
      document: { uuid: `doc-${n}`, type: 'PAYSTUB', uploadedAt: '2026-11-23T10:00:00Z' },
      application: makeApplication(),
    },
    { status: 201 },
  ),
);
/** Answers each upload in turn with `respond` (the lender's 201 by default); what each carried is kept. */
const answerUploads = (respond?: Respond<Received>) => captureCalls<Received>(UPLOAD, respond);

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const uploadButton = () => screen.getByRole('button', { name: i18n._(UPLOAD_LABEL) });

it('asks for the most recent paystub: a labelled file input for PDF, JPG or PNG up to 10 MB', () => {
  renderStepScreen('income/upload/PAYSTUB', IncomeUploadScreen);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Upload your income documents' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Your most recent paystub')).toBe(input());
  expect(input()).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
  expect(input()).not.toHaveAttribute('multiple');
  expect(input()).toHaveAccessibleDescription('PDF, JPG or PNG, up to 10 MB');
});

it('asks for the number of paystubs of the open condition', async () => {
  const user = userEvent.setup({ delay: null });
  const received = answerUploads();
  renderStepScreen('income/upload/MANUAL_PAYSTUB', IncomeUploadScreen, {
    preloaded: withConditions([paystubCondition(2)]),
  });
  expect(screen.getByLabelText('Your 2 most recent paystubs')).toHaveAttribute('multiple');
  expect(input()).toHaveAccessibleDescription('PDF, JPG or PNG, up to 10 MB each');

  await user.click(uploadButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary).getByRole('link', { name: 'Select your 2 most recent paystubs' }),
  ).toHaveAttribute('href', '#field-paystubs');

  await user.upload(input(), fileOf('october.pdf', 'application/pdf'));
  await user.click(uploadButton());
  expect(await screen.findByRole('link', { name: 'Select 2 paystubs' })).toBeInTheDocument();
  expect(input()).toHaveAttribute('aria-invalid', 'true');
  expect(received).toEqual([]);
});

it('refuses a file of another type or too large before sending anything', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const received = answerUploads();
  renderStepScreen('income/upload/PAYSTUB', IncomeUploadScreen, {
    preloaded: withConditions([paystubCondition(2)]),
  });
  await user.upload(input(), [
    fileOf(
      'paystub.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ),
    fileOf('scan.png', 'image/png', 10 * MB + 1),
  ]);
  expect(
    within(fileItem('paystub.docx')).getByText('The selected file must be a PDF, JPG or PNG'),
  ).toBeInTheDocument();
  expect(
    within(fileItem('scan.png')).getByText('The selected file must be smaller than 10 MB'),
  ).toBeInTheDocument();
  expect(screen.queryAllByRole('progressbar')).toHaveLength(0);

  await user.click(uploadButton());
  expect(
    await screen.findByRole('link', {
      name: 'paystub.docx must be a PDF, JPG or PNG. scan.png must be smaller than 10 MB',
    }),
  ).toBeInTheDocument();
  expect(received).toEqual([]);
});

it('sends each paystub as PAYSTUB (type, then the file), shows its progress, then asks the routing', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const received = answerUploads(async (_body, n) => {
    if (n === 1) await gate;
    return HttpResponse.json(
      { document: { uuid: `doc-${n}`, type: 'PAYSTUB' }, application: makeApplication() },
      { status: 201 },
    );
  });
  const { routingRequests } = renderStepScreen('income/upload/MANUAL_PAYSTUB', IncomeUploadScreen, {
    preloaded: withConditions([paystubCondition(2)]),
  });
  await user.upload(input(), [
    fileOf('october.pdf', 'application/pdf'),
    fileOf('november.jpg', 'image/jpeg'),
  ]);
  expect(screen.getByRole('progressbar', { name: 'october.pdf' })).toHaveAttribute('value', '0');
  await user.click(uploadButton());

  // One after the other: the first is in while the second is on its way.
  await waitFor(() =>
    expect(screen.getByRole('progressbar', { name: 'october.pdf' })).toHaveAttribute('value', '1'),
  );
  expect(within(fileItem('october.pdf')).getByText('Uploaded')).toBeInTheDocument();
  expect(routingRequests()).toEqual([]);

  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(within(fileItem('november.jpg')).getByText('Uploaded')).toBeInTheDocument();
  expect(received).toEqual([
    { type: 'PAYSTUB', file: 'october.pdf' },
    { type: 'PAYSTUB', file: 'november.jpg' },
  ]);
  // Type, then the file: the order the lender reads them in.
  expect(Object.keys(received[0]!)).toEqual(['type', 'file']);
});

it('retries a failed paystub alone, and sends nothing twice', async () => {
  const user = userEvent.setup({ delay: null });
  let failNovember = true;
  const received = answerUploads(({ file }) =>
    file === 'november.jpg' && failNovember
      ? HttpResponse.json({}, { status: 503 })
      : HttpResponse.json(
          { document: { uuid: file, type: 'PAYSTUB' }, application: makeApplication() },
          { status: 201 },
        ),
  );
  const { routingRequests } = renderStepScreen('income/upload/PAYSTUB', IncomeUploadScreen, {
    preloaded: withConditions([paystubCondition(2)]),
  });
  await user.upload(input(), [
    fileOf('october.pdf', 'application/pdf'),
    fileOf('november.jpg', 'image/jpeg'),
  ]);
  await user.click(uploadButton());

  const failed = fileItem('november.jpg');
  expect(await within(failed).findByText('Something unexpected happened')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
  expect(within(fileItem('october.pdf')).getByText('Uploaded')).toBeInTheDocument();
  expect(routingRequests()).toEqual([]);

  // "Try again" sends that file only.
  failNovember = false;
  await user.click(
    within(failed).getByRole('button', { name: `${TRY_AGAIN_LABEL} to upload november.jpg` }),
  );
  await waitFor(() => expect(within(fileItem('november.jpg')).getByText('Uploaded')).toBeTruthy());
  expect(received.map((entry) => entry.file)).toEqual([
    'october.pdf',
    'november.jpg',
    'november.jpg',
  ]);
  expect(routingRequests()).toEqual([]);

  // Upload then sends nothing again and lets the routing decide.
  await user.click(uploadButton());
  await waitFor(() => expect(routingRequests()).toHaveLength(1));
  expect(received).toHaveLength(3);
});

it("shows the lender's refusal of a file on it and in the error summary", async () => {
  const user = userEvent.setup({ delay: null });
  answerUploads(() =>
    HttpResponse.json(
      {
        errors: [
          { code: 'FILE_TYPE', field: 'file', message: 'The file must be a PDF, JPG or PNG' },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderStepScreen('income/upload/PAYSTUB', IncomeUploadScreen);
  await user.upload(input(), fileOf('paystub.pdf', 'application/pdf'));
  await user.click(uploadButton());
  const item = fileItem('paystub.pdf');
  expect(await within(item).findByText('The file must be a PDF, JPG or PNG.')).toBeInTheDocument();
  expect(within(item).getByText('Not uploaded')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('The file must be a PDF, JPG or PNG');
  expect(uploadButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});

it('an upload page of no known type says so and links back to the income review', () => {
  renderStepScreen('income/upload/W2', IncomeUploadScreen);
  expect(screen.getByText(i18n._(UNKNOWN_UPLOAD_TEXT))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: i18n._(REVIEW_LINK_LABEL) })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/income/review`,
  );
  expect(document.querySelector('input[type="file"]')).toBeNull();
});
