import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { RootState } from '../../src/app/rootReducer';
import {
  FLOOD_PROOF as FLOOD,
  HAZARD_PROOF as HAZARD,
  type Proof,
} from '../../src/features/insurance/insuranceProofs';
import InsuranceRequirementsScreen, {
  FLOOD_HEADING as FLOOD_TITLE,
  HAZARD_HEADING as HAZARD_TITLE,
  mortgageeClause,
  UPLOAD_LINK_TEXT as UPLOAD_LINK,
} from '../../src/features/insurance/screens/InsuranceRequirementsScreen';
import InsuranceUploadScreen, {
  REQUIREMENTS_LINK_TEXT as REQUIREMENTS_LINK,
  UPLOAD_LABEL as UPLOAD_BUTTON,
} from '../../src/features/insurance/screens/InsuranceUploadScreen';
import { i18n } from '../../src/lib/i18n';
import { TRY_AGAIN_LABEL } from '../../src/forms/FileField';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { fileItem, fileOf } from '../support/files';
import { renderStepScreen } from '../support/renderStepScreen';
import {
  captureCalls,
  expectErrorSummary,
  expectRoutingAsked,
  failure,
  refusal,
  type Respond,
  setupUser,
  stepCall,
} from '../support/screenTest';
import { url, useMockServer } from '../support/server';

useMockServer();

/** A proof's words, in English. */
const inWords = ({ label, hint, required }: Proof) => ({
  label: i18n._(label),
  hint: i18n._(hint),
  required: i18n._(required),
});
const HAZARD_PROOF = inWords(HAZARD);
const FLOOD_PROOF = inWords(FLOOD);
const FLOOD_HEADING = i18n._(FLOOD_TITLE);
const HAZARD_HEADING = i18n._(HAZARD_TITLE);
const UPLOAD_LINK_TEXT = i18n._(UPLOAD_LINK);
const REQUIREMENTS_LINK_TEXT = i18n._(REQUIREMENTS_LINK);
const UPLOAD_LABEL = i18n._(UPLOAD_BUTTON);
// Every body these tests send is one the lender takes.

const BASE = `/service-application/api/v1/application/heloc/${APPLICATION_UUID}`;
const DOCUMENTS_URL = url(`${BASE}/documents`);
const COMPLETE_URL = url(`${BASE}/insurance/complete`);

const pdf = (name: string) => fileOf(name, 'application/pdf');

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

/** What one upload carried: its document type, and the file by its name. */
interface Sent {
  type: string;
  file: string;
}

const UPLOAD = stepCall('post', DOCUMENTS_URL, () =>
  HttpResponse.json({ document: { uuid: 'doc' }, application: makeApplication() }, { status: 201 }),
);
const COMPLETE = stepCall('post', COMPLETE_URL, () =>
  HttpResponse.json(makeApplication({ insurance: { complete: true } })),
);

/** Answers the uploads and "complete" (each as the lender does by default); both are collected. */
function answer({ upload, complete }: { upload?: Respond<Sent>; complete?: Respond } = {}) {
  return {
    sent: captureCalls<Sent>(UPLOAD, upload),
    completions: captureCalls(COMPLETE, complete),
  };
}

const hazardInput = () => screen.getByLabelText(HAZARD_PROOF.label);
const floodInput = () => screen.queryByLabelText(FLOOD_PROOF.label);
const uploadButton = () => screen.getByRole('button', { name: UPLOAD_LABEL });

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
    const user = setupUser();
    const { sent, completions } = answer();
    renderStepScreen('insurance/upload', InsuranceUploadScreen, { preloaded: floodRequired });
    await user.click(uploadButton());
    await expectErrorSummary([
      [HAZARD_PROOF.required, '#field-hazard'],
      [FLOOD_PROOF.required, '#field-flood'],
    ]);
    expect(hazardInput()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(completions).toEqual([]);
  });

  it('uploads each file as its document type, then completes, then the routing decides', async () => {
    const user = setupUser();
    const { sent, completions } = answer();
    const view = renderStepScreen('insurance/upload', InsuranceUploadScreen, {
      preloaded: floodRequired,
    });
    await user.upload(hazardInput(), [pdf('declarations.pdf'), pdf('endorsement.pdf')]);
    await user.upload(floodInput()!, pdf('flood.pdf'));
    await user.click(uploadButton());
    await expectRoutingAsked(view);
    expect(sent).toEqual([
      { type: 'HAZARD_INSURANCE', file: 'declarations.pdf' },
      { type: 'HAZARD_INSURANCE', file: 'endorsement.pdf' },
      { type: 'FLOOD_INSURANCE', file: 'flood.pdf' },
    ]);
    expect(completions).toEqual([{}]);
  });

  it('retries a failed file alone and completes only once everything is uploaded', async () => {
    const user = setupUser();
    let fail = true;
    const { sent, completions } = answer({
      upload: ({ file }) =>
        file === 'flood.pdf' && fail
          ? failure(502)
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
    expect(within(fileItem('declarations.pdf')).getByText('Uploaded')).toBeVisible();

    fail = false;
    await user.click(
      within(fileItem('flood.pdf')).getByRole('button', {
        name: `${TRY_AGAIN_LABEL} to upload flood.pdf`,
      }),
    );
    await waitFor(() => expect(within(fileItem('flood.pdf')).getByText('Uploaded')).toBeVisible());
    await user.click(uploadButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(sent.map((entry) => entry.file)).toEqual(['declarations.pdf', 'flood.pdf', 'flood.pdf']);
    expect(completions).toEqual([{}]);
  });

  it("puts an upload's 400 on its proof and keeps the files", async () => {
    const user = setupUser();
    answer({ upload: refusal('file', 'The file must be smaller than 10 MB', 'FILE_TOO_LARGE') });
    const { routingRequests } = renderStepScreen('insurance/upload', InsuranceUploadScreen);
    await user.upload(hazardInput(), pdf('declarations.pdf'));
    await user.click(uploadButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'The file must be smaller than 10 MB' }),
    ).toHaveAttribute('href', '#field-hazard');
    expect(hazardInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileItem('declarations.pdf')).toBeInTheDocument();
    expect(routingRequests()).toEqual([]);
  });

  it('a failed "complete" is sent again without uploading the files twice', async () => {
    const user = setupUser();
    let fail = true;
    const { sent, completions } = answer({
      complete: (body, index) => (fail ? failure() : COMPLETE.answer(body, index)),
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
    const user = setupUser();
    let floodOnFile = false;
    const refuseFlood = refusal(
      'FLOOD_INSURANCE',
      'Upload proof of your flood insurance',
      'REQUIRED',
    );
    const { sent, completions } = answer({
      upload: (entry) => {
        if (entry.type === 'FLOOD_INSURANCE') floodOnFile = true;
        return HttpResponse.json({ document: { uuid: entry.file } }, { status: 201 });
      },
      complete: () =>
        floodOnFile
          ? HttpResponse.json(makeApplication({ insurance: { complete: true } }))
          : refuseFlood(),
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
