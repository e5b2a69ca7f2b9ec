import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import type { RootState } from '../../src/app/rootReducer';
import type { Condition } from '../../src/features/conditions';
import IncomeUploadScreen, {
  REVIEW_LINK_LABEL,
  UNKNOWN_UPLOAD_TEXT,
  UPLOAD_LABEL,
} from '../../src/features/income/screens/IncomeUploadScreen';
import { TRY_AGAIN_LABEL } from '../../src/forms/FileField';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();
// Every body these tests send is one the lender takes.

const DOCUMENTS_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/documents`,
);
// Decimal units, as spec 2 section 5 sets them (src/lib/fileSize.ts).
const MB = 1000 * 1000;

/**
 * A file as a browser would give it. jest-fixed-jsdom's FormData is Node's, which takes Node's
 * File; `size` can be faked for a file that is refused before it is sent.
 */
function fileOf(name: string, type: string, size?: number): File {
  const file = new NodeFile([`${name} `.repeat(200)], name, { type }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const paystubCondition = (numDocsRequired: number): Condition => ({
  uuid: 'cond-1',
  categoryEnum: 'MANUAL_PAYSTUB_UPLOAD',
  created: '2026-11-20T16:00:00Z',
  requestDocuments: null,
  actionNeeded: true,
  xtraData: { numDocsRequired },
  display: {
    header: 'Upload paystubs',
    description: 'We need your paystubs.',
    button: 'Upload',
    location: 'income/upload/MANUAL_PAYSTUB',
    type: 'UPLOAD',
  },
});

const withConditions = (items: Condition[]): Partial<RootState> => ({
  conditions: { applicationUuid: APPLICATION_UUID, items, fetchedAt: 1, error: null },
});

interface Received {
  parts: string[];
  type: FormDataEntryValue | null;
  name: string;
}

/** Answers each upload in turn with `respond(n)` (n from 0); what each request carried is kept. */
function answerUploads(
  respond: (n: number, received: Received) => Response | Promise<Response> = () =>
    HttpResponse.json(
      {
        document: { uuid: 'doc-1', type: 'PAYSTUB', uploadedAt: '2026-11-23T10:00:00Z' },
        application: makeApplication(),
      },
      { status: 201 },
    ),
) {
  const received: Received[] = [];
  server.use(
    http.post(DOCUMENTS_URL, async ({ request }) => {
      const form = await request.formData();
      const entry: Received = {
        parts: [...form.keys()],
        type: form.get('type'),
        name: (form.get('file') as File | null)?.name ?? '',
      };
      received.push(entry);
      return respond(received.length - 1, entry);
    }),
  );
  return received;
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const uploadButton = () => screen.getByRole('button', { name: UPLOAD_LABEL });
const itemOf = (name: string) =>
  screen.getByText(name, { selector: '.form-file__name > span:first-child' }).closest('li')!;

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
    within(itemOf('paystub.docx')).getByText('The selected file must be a PDF, JPG or PNG'),
  ).toBeInTheDocument();
  expect(
    within(itemOf('scan.png')).getByText('The selected file must be smaller than 10 MB'),
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
  const received = answerUploads(async (n) => {
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
  expect(within(itemOf('october.pdf')).getByText('Uploaded')).toBeInTheDocument();
  const pending = screen.getByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  expect(pending).toHaveAttribute('aria-busy', 'true');
  expect(routingRequests()).toEqual([]);

  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(within(itemOf('november.jpg')).getByText('Uploaded')).toBeInTheDocument();
  expect(received).toEqual([
    { parts: ['type', 'file'], type: 'PAYSTUB', name: 'october.pdf' },
    { parts: ['type', 'file'], type: 'PAYSTUB', name: 'november.jpg' },
  ]);
});

it('retries a failed paystub alone, and sends nothing twice', async () => {
  const user = userEvent.setup({ delay: null });
  let failNovember = true;
  const received = answerUploads((_n, { name }) =>
    name === 'november.jpg' && failNovember
      ? HttpResponse.json({}, { status: 503 })
      : HttpResponse.json(
          { document: { uuid: name, type: 'PAYSTUB' }, application: makeApplication() },
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

  const failed = itemOf('november.jpg');
  expect(await within(failed).findByText('Something unexpected happened')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
  expect(within(itemOf('october.pdf')).getByText('Uploaded')).toBeInTheDocument();
  expect(routingRequests()).toEqual([]);

  // "Try again" sends that file only.
  failNovember = false;
  await user.click(
    within(failed).getByRole('button', { name: `${TRY_AGAIN_LABEL} to upload november.jpg` }),
  );
  await waitFor(() => expect(within(itemOf('november.jpg')).getByText('Uploaded')).toBeTruthy());
  expect(received.map((entry) => entry.name)).toEqual([
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
  const item = itemOf('paystub.pdf');
  expect(await within(item).findByText('The file must be a PDF, JPG or PNG.')).toBeInTheDocument();
  expect(within(item).getByText('Not uploaded')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('The file must be a PDF, JPG or PNG');
  expect(uploadButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});

it('an upload page of no known type says so and links back to the income review', () => {
  renderStepScreen('income/upload/W2', IncomeUploadScreen);
  expect(screen.getByText(UNKNOWN_UPLOAD_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: REVIEW_LINK_LABEL })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/income/review`,
  );
  expect(document.querySelector('input[type="file"]')).toBeNull();
});
