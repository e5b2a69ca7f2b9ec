import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import type { RootState } from '../../src/app/rootReducer';
import { FLOOD_PROOF, HAZARD_PROOF } from '../../src/features/insurance/insuranceProofs';
import InsuranceRequirementsScreen, {
  FLOOD_HEADING,
  HAZARD_HEADING,
  mortgageeClause,
  UPLOAD_LINK_TEXT,
} from '../../src/features/insurance/screens/InsuranceRequirementsScreen';
import InsuranceUploadScreen, {
  REQUIREMENTS_LINK_TEXT,
  UPLOAD_LABEL,
} from '../../src/features/insurance/screens/InsuranceUploadScreen';
import { TRY_AGAIN_LABEL } from '../../src/forms/FileField';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();
// Every body these tests send is one the lender takes.

const BASE = `/service-application/api/v1/application/heloc/${APPLICATION_UUID}`;
const DOCUMENTS_URL = url(`${BASE}/documents`);
const COMPLETE_URL = url(`${BASE}/insurance/complete`);

/** jest-fixed-jsdom's FormData is Node's, which takes Node's File. */
const pdf = (name: string) =>
  new NodeFile(['%PDF-1.7 '.repeat(64)], name, { type: 'application/pdf' }) as unknown as File;

const withStatus = (status: Record<string, unknown>): Partial<RootState> => ({
  status: {
    applicationUuid: APPLICATION_UUID,
    serverState: null,
    status,
    fetchedAt: 1,
    error: null,
  },
});
const floodRequired = withStatus({ floodInsuranceRequired: true, checklistStatus: null });

interface Sent {
  type: string;
  file: string;
}

function answer({
  upload = () =>
    HttpResponse.json(
      { document: { uuid: 'doc' }, application: makeApplication() },
      { status: 201 },
    ),
  complete = () => HttpResponse.json(makeApplication({ insurance: { complete: true } })),
}: {
  upload?: (sent: Sent) => Response | Promise<Response>;
  complete?: () => Response | Promise<Response>;
} = {}) {
  const sent: Sent[] = [];
  const completions: unknown[] = [];
  server.use(
    http.post(DOCUMENTS_URL, async ({ request }) => {
      const form = await request.formData();
      const entry = { type: String(form.get('type')), file: (form.get('file') as File).name };
      sent.push(entry);
      return upload(entry);
    }),
    http.post(COMPLETE_URL, async ({ request }) => {
      completions.push(await request.json());
      return complete();
    }),
  );
  return { sent, completions };
}

const hazardInput = () => screen.getByLabelText(HAZARD_PROOF.label);
const floodInput = () => screen.queryByLabelText(FLOOD_PROOF.label);
const uploadButton = () => screen.getByRole('button', { name: UPLOAD_LABEL });
const itemOf = (name: string) =>
  screen.getByText(name, { selector: '.form-file__name > span:first-child' }).closest('li')!;

describe('insurance/upload', () => {
  it('asks for proof of hazard insurance, and links to the requirements', () => {
    renderStepScreen('insurance/upload', InsuranceUploadScreen);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upload proof of insurance' }),
    ).toBeVisible();
    expect(hazardInput()).toHaveAttribute('type', 'file');
    expect(hazardInput()).toHaveAttribute('multiple');
    expect(hazardInput()).toHaveAccessibleDescription(HAZARD_PROOF.hint);
    expect(floodInput()).toBeNull();
    expect(screen.getByRole('link', { name: REQUIREMENTS_LINK_TEXT })).toHaveAttribute(
      'href',
      `/account/heloc/${APPLICATION_UUID}/insurance/requirements`,
    );
  });

  it('asks for flood insurance too when the status says it is required', () => {
    renderStepScreen('insurance/upload', InsuranceUploadScreen, { preloaded: floodRequired });
    expect(floodInput()).toHaveAccessibleDescription(FLOOD_PROOF.hint);
    expect(
      screen.getByText(/hazard insurance \(homeowners insurance\) and flood insurance/),
    ).toBeVisible();
  });

  it('names each proof missing and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, completions } = answer();
    renderStepScreen('insurance/upload', InsuranceUploadScreen, { preloaded: floodRequired });
    await user.click(uploadButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [HAZARD_PROOF.required, '#field-hazard'],
      [FLOOD_PROOF.required, '#field-flood'],
    ]);
    expect(hazardInput()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(completions).toEqual([]);
  });

  it('uploads each file as its document type, then completes, busy meanwhile, then the routing decides', async () => {
    const user = userEvent.setup({ delay: null });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { sent, completions } = answer({
      complete: async () => {
        await gate;
        return HttpResponse.json(makeApplication({ insurance: { complete: true } }));
      },
    });
    const { routingRequests } = renderStepScreen('insurance/upload', InsuranceUploadScreen, {
      preloaded: floodRequired,
    });
    await user.upload(hazardInput(), [pdf('declarations.pdf'), pdf('endorsement.pdf')]);
    await user.upload(floodInput()!, pdf('flood.pdf'));
    await user.click(uploadButton());
    const pending = await screen.findByRole('button', { name: PENDING_LABEL });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    release();
    await waitFor(() =>
      expect(routingRequests()).toEqual([
        { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
      ]),
    );
    expect(sent).toEqual([
      { type: 'HAZARD_INSURANCE', file: 'declarations.pdf' },
      { type: 'HAZARD_INSURANCE', file: 'endorsement.pdf' },
      { type: 'FLOOD_INSURANCE', file: 'flood.pdf' },
    ]);
    expect(completions).toEqual([{}]);
  });

  it('retries a failed file alone and completes only once everything is uploaded', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    const { sent, completions } = answer({
      upload: ({ file }) =>
        file === 'flood.pdf' && fail
          ? HttpResponse.json({}, { status: 502 })
          : HttpResponse.json({ document: { uuid: file } }, { status: 201 }),
    });
    const { routingRequests } = renderStepScreen('insurance/upload', InsuranceUploadScreen, {
      preloaded: floodRequired,
    });
    await user.upload(hazardInput(), pdf('declarations.pdf'));
    await user.upload(floodInput()!, pdf('flood.pdf'));
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
    expect(completions).toEqual([]);
    expect(within(itemOf('declarations.pdf')).getByText('Uploaded')).toBeVisible();

    fail = false;
    await user.click(
      within(itemOf('flood.pdf')).getByRole('button', {
        name: `${TRY_AGAIN_LABEL} to upload flood.pdf`,
      }),
    );
    await waitFor(() => expect(within(itemOf('flood.pdf')).getByText('Uploaded')).toBeVisible());
    await user.click(uploadButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(sent.map((entry) => entry.file)).toEqual(['declarations.pdf', 'flood.pdf', 'flood.pdf']);
    expect(completions).toEqual([{}]);
  });

  it("puts an upload's 400 on its proof and keeps the files", async () => {
    const user = userEvent.setup({ delay: null });
    answer({
      upload: () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'FILE_TOO_LARGE',
                field: 'file',
                message: 'The file must be smaller than 10 MB',
              },
            ],
          },
          { status: 400 },
        ),
    });
    const { routingRequests } = renderStepScreen('insurance/upload', InsuranceUploadScreen);
    await user.upload(hazardInput(), pdf('declarations.pdf'));
    await user.click(uploadButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'The file must be smaller than 10 MB' }),
    ).toHaveAttribute('href', '#field-hazard');
    expect(hazardInput()).toHaveAttribute('aria-invalid', 'true');
    expect(itemOf('declarations.pdf')).toBeInTheDocument();
    expect(routingRequests()).toEqual([]);
  });

  it('a failed "complete" is sent again without uploading the files twice', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    const { sent, completions } = answer({
      complete: () =>
        fail
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json(makeApplication({ insurance: { complete: true } })),
    });
    const { routingRequests } = renderStepScreen('insurance/upload', InsuranceUploadScreen);
    await user.upload(hazardInput(), pdf('declarations.pdf'));
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
    expect(routingRequests()).toEqual([]);
    fail = false;
    await user.click(uploadButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(sent).toHaveLength(1);
    expect(completions).toEqual([{}, {}]);
  });

  it('asks for flood insurance when "complete" says it is missing, then completes', async () => {
    const user = userEvent.setup({ delay: null });
    let floodOnFile = false;
    const { sent, completions } = answer({
      upload: (entry) => {
        if (entry.type === 'FLOOD_INSURANCE') floodOnFile = true;
        return HttpResponse.json({ document: { uuid: entry.file } }, { status: 201 });
      },
      complete: () =>
        floodOnFile
          ? HttpResponse.json(makeApplication({ insurance: { complete: true } }))
          : HttpResponse.json(
              {
                errors: [
                  {
                    code: 'REQUIRED',
                    field: 'FLOOD_INSURANCE',
                    message: 'Upload proof of your flood insurance',
                  },
                ],
              },
              { status: 400 },
            ),
    });
    const { routingRequests } = renderStepScreen('insurance/upload', InsuranceUploadScreen);
    expect(floodInput()).toBeNull();
    await user.upload(hazardInput(), pdf('declarations.pdf'));
    await user.click(uploadButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Upload proof of your flood insurance' }),
    ).toHaveAttribute('href', '#field-flood');
    expect(floodInput()).toHaveAttribute('aria-invalid', 'true');

    await user.upload(floodInput()!, pdf('flood.pdf'));
    await user.click(uploadButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(sent.map((entry) => entry.type)).toEqual(['HAZARD_INSURANCE', 'FLOOD_INSURANCE']);
    expect(completions).toEqual([{}, {}]);
  });
});

describe('insurance/requirements', () => {
  it('says what the hazard policy must show, naming the lender and the home, and links to the upload', () => {
    renderStepScreen('insurance/requirements', InsuranceRequirementsScreen);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Homeowners insurance requirements' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: HAZARD_HEADING })).toBeVisible();
    expect(screen.queryByRole('heading', { name: FLOOD_HEADING })).toBeNull();
    expect(screen.getAllByText(mortgageeClause('Test Lending Company'))).toHaveLength(1);
    expect(screen.getByText('cover 2140 Capitol Ave, Sacramento, CA 95816')).toBeVisible();
    expect(screen.getByRole('link', { name: UPLOAD_LINK_TEXT })).toHaveAttribute(
      'href',
      `/account/heloc/${APPLICATION_UUID}/insurance/upload`,
    );
  });

  it('adds flood insurance when it is required', () => {
    renderStepScreen('insurance/requirements', InsuranceRequirementsScreen, {
      preloaded: floodRequired,
    });
    expect(screen.getByRole('heading', { level: 2, name: FLOOD_HEADING })).toBeVisible();
    expect(screen.getAllByText(mortgageeClause('Test Lending Company'))).toHaveLength(2);
    expect(screen.getByText(/National Flood Insurance Program/)).toBeVisible();
  });
});
