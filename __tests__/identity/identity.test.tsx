import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { RootState } from '../../src/app/rootReducer';
import type { Condition } from '../../src/features/conditions';
import { ID_MESSAGES } from '../../src/features/identity/identityForm';
import { noPreviewText, previewAlt } from '../../src/features/identity/IdPreview';
import {
  BACK_LABEL as BACK_LABEL_MESSAGE,
  FRONT_LABEL as FRONT_LABEL_MESSAGE,
  ID_TYPE_LEGEND as ID_TYPE_LEGEND_MESSAGE,
  UPLOAD_LABEL as UPLOAD_LABEL_MESSAGE,
} from '../../src/features/identity';
import { REUPLOAD_DEFAULT_TEXT, REUPLOAD_HEADING } from '../../src/features/identity/reupload';
import IdentityScreen, { IDENTITY_INTRO } from '../../src/features/identity/screens/IdentityScreen';
import { TRY_AGAIN_LABEL } from '../../src/forms/FileField';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { fileItem, fileOf } from '../support/files';
import { renderStepScreen, withConditions } from '../support/renderStepScreen';
import {
  captureCalls,
  expectErrorSummary,
  expectRoutingAsked,
  failure,
  refusal,
  type Respond,
  setupUser,
  stepCall,
  type User,
} from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';
const BACK_LABEL = i18n._(BACK_LABEL_MESSAGE);
const FRONT_LABEL = i18n._(FRONT_LABEL_MESSAGE);
const ID_TYPE_LEGEND = i18n._(ID_TYPE_LEGEND_MESSAGE);
const UPLOAD_LABEL = i18n._(UPLOAD_LABEL_MESSAGE);

useMockServer();
// Every body these tests send is one the lender takes.

const STEP = 'identity';
const DOCUMENTS_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/documents`,
);

const png = (name = 'front.png') => fileOf(name, 'image/png');
const jpg = (name = 'back.jpg') => fileOf(name, 'image/jpeg');
const pdf = (name = 'front.pdf') => fileOf(name, 'application/pdf');

/** What one upload carried: its document type, and the file by its name. */
interface Sent {
  type: string;
  file: string;
}

const UPLOAD = stepCall('post', DOCUMENTS_URL, () =>
  HttpResponse.json(
    { document: { uuid: 'doc-1', type: 'X' }, application: makeApplication() },
    { status: 201 },
  ),
);
/** Answers each upload with `respond` (201 by default); what was sent is collected. */
const answerUploads = (respond?: Respond<Sent>) => captureCalls<Sent>(UPLOAD, respond);

const idTypeGroup = () => screen.getByRole('group', { name: ID_TYPE_LEGEND });
const chooseIdType = (user: User, name: RegExp | string) =>
  user.click(within(idTypeGroup()).getByRole('radio', { name }));
const frontInput = () => screen.getByLabelText(FRONT_LABEL) as HTMLInputElement;
const backInput = () => screen.queryByLabelText(BACK_LABEL) as HTMLInputElement | null;
const uploadButton = () => screen.getByRole('button', { name: UPLOAD_LABEL });

function renderIdentity(preloaded: Partial<RootState> = {}) {
  return renderStepScreen(STEP, IdentityScreen, { preloaded });
}

async function fillIn(
  user: User,
  { front = png(), back = jpg() }: { front?: File; back?: File } = {},
) {
  await chooseIdType(user, "US Driver's License");
  await user.upload(frontInput(), front);
  await user.upload(backInput()!, back);
}

beforeEach(() => {
  jest.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

it('asks for the ID type (one of four), a front image and a back image', () => {
  renderIdentity();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verify your identity');
  expect(screen.getByText(i18n._(IDENTITY_INTRO))).toBeInTheDocument();
  const radios = within(idTypeGroup()).getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
    'DRIVERS_LICENSE',
    'PASSPORT',
    'ID_CARD',
    'PERMANENT_RESIDENT',
  ]);
  expect(radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
    "US Driver's License",
    'US Passport',
    'US State ID Card',
    'US Permanent Resident Card',
  ]);
  expect(frontInput()).toHaveAttribute('type', 'file');
  expect(frontInput()).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
  expect(frontInput()).not.toHaveAttribute('multiple');
  expect(frontInput()).toHaveAccessibleDescription(/PDF, JPG or PNG, up to 10 MB/);
  expect(backInput()).toHaveAttribute('type', 'file');
  expect(uploadButton()).toBeEnabled();
});

it('takes the back away for a passport, and brings it back with its file kept', async () => {
  const user = setupUser();
  renderIdentity();
  await chooseIdType(user, "US Driver's License");
  await user.upload(backInput()!, jpg('my-back.jpg'));
  await chooseIdType(user, 'US Passport');
  expect(backInput()).toBeNull();
  expect(screen.queryByText('my-back.jpg')).toBeNull();
  await chooseIdType(user, 'US State ID Card');
  expect(backInput()).toBeInTheDocument();
  expect(fileItem('my-back.jpg')).toBeInTheDocument();
});

describe('the rules', () => {
  it('names what is missing, in the order of the questions, and sends nothing', async () => {
    const user = setupUser();
    const sent = answerUploads();
    const { routingRequests } = renderIdentity();
    await user.click(uploadButton());
    await expectErrorSummary([
      [i18n._(ID_MESSAGES.idType), '#field-idType'],
      [i18n._(ID_MESSAGES.front), '#field-front'],
      [i18n._(ID_MESSAGES.back), '#field-back'],
    ]);
    expect(frontInput()).toHaveAttribute('aria-invalid', 'true');
    expect(backInput()).toHaveAccessibleDescription(
      expect.stringContaining(`Error: ${i18n._(ID_MESSAGES.back)}`),
    );
    expect(sent).toEqual([]);
    expect(routingRequests()).toEqual([]);
  });

  it('asks for no back for a passport', async () => {
    const user = setupUser();
    answerUploads();
    renderIdentity();
    await chooseIdType(user, 'US Passport');
    await user.click(uploadButton());
    await expectErrorSummary([i18n._(ID_MESSAGES.front)]);
  });

  it('refuses a file of another type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = answerUploads();
    renderIdentity();
    await chooseIdType(user, 'US Passport');
    await user.upload(frontInput(), fileOf('front.heic', 'image/heic'));
    expect(
      within(fileItem('front.heic')).getByText('The selected file must be a PDF, JPG or PNG'),
    ).toBeInTheDocument();
    // Listed with its reason, not previewed; the summary gives the reason too.
    expect(screen.queryByText(/there is no preview/)).toBeNull();
    await user.click(uploadButton());
    expect(
      await screen.findByRole('link', { name: 'The selected file must be a PDF, JPG or PNG' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('previews', () => {
  it('shows each chosen image, revoking its address when replaced or when the page goes', async () => {
    const user = setupUser();
    const { unmount } = renderIdentity();
    await chooseIdType(user, "US Driver's License");
    await user.upload(frontInput(), png('first.png'));
    const front = screen.getByRole('img', { name: i18n._(previewAlt('front')) });
    expect(front).toHaveAttribute('src', 'blob:first.png');

    await user.upload(frontInput(), png('second.png'));
    expect(screen.getByRole('img', { name: i18n._(previewAlt('front')) })).toHaveAttribute(
      'src',
      'blob:second.png',
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:first.png');
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:second.png');

    await user.upload(backInput()!, jpg('back.jpg'));
    expect(screen.getByRole('img', { name: i18n._(previewAlt('back')) })).toHaveAttribute(
      'src',
      'blob:back.jpg',
    );
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:second.png');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:back.jpg');
  });

  it('names a PDF instead of showing it', async () => {
    const user = setupUser();
    renderIdentity();
    await user.upload(frontInput(), pdf('licence-scan.pdf'));
    expect(screen.getByText(i18n._(noPreviewText('licence-scan.pdf')))).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: i18n._(previewAlt('front')) })).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

describe('the upload', () => {
  it('sends each side as its document type, then lets the routing decide', async () => {
    const user = setupUser();
    const sent = answerUploads();
    const view = renderIdentity();
    await fillIn(user);
    await user.click(uploadButton());
    await expectRoutingAsked(view);
    expect(sent).toEqual([
      { type: 'DRIVERS_LICENSE_FRONT', file: 'front.png' },
      { type: 'DRIVERS_LICENSE_BACK', file: 'back.jpg' },
    ]);
  });

  it.each([
    ['US State ID Card', ['ID_CARD_FRONT', 'ID_CARD_BACK']],
    ['US Permanent Resident Card', ['PERMANENT_RESIDENT_FRONT', 'PERMANENT_RESIDENT_BACK']],
  ])('sends a %s as %j', async (label, types) => {
    const user = setupUser();
    const sent = answerUploads();
    const view = renderIdentity();
    await chooseIdType(user, label);
    await user.upload(frontInput(), png());
    await user.upload(backInput()!, jpg());
    await user.click(uploadButton());
    await expectRoutingAsked(view);
    expect(sent.map((entry) => entry.type)).toEqual(types);
  });

  it('sends the front alone for a passport, even with a back chosen before', async () => {
    const user = setupUser();
    const sent = answerUploads();
    const { routingRequests } = renderIdentity();
    await fillIn(user, { front: pdf('passport.pdf') });
    await chooseIdType(user, 'US Passport');
    await user.click(uploadButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(sent).toEqual([{ type: 'PASSPORT_FRONT', file: 'passport.pdf' }]);
  });

  it('retries a failed side alone, without choosing the other again', async () => {
    const user = setupUser();
    let failBack = true;
    const sent = answerUploads(({ type }) =>
      type === 'DRIVERS_LICENSE_BACK' && failBack
        ? failure()
        : HttpResponse.json({ document: { uuid: type } }, { status: 201 }),
    );
    const { routingRequests } = renderIdentity();
    await fillIn(user);
    await user.click(uploadButton());

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Something unexpected happened');
    const back = fileItem('back.jpg');
    expect(within(back).getByText('Not uploaded')).toBeInTheDocument();
    expect(within(fileItem('front.png')).getByText('Uploaded')).toBeInTheDocument();
    // Everything chosen is still there.
    expect(within(idTypeGroup()).getByRole('radio', { name: "US Driver's License" })).toBeChecked();
    expect(screen.getByRole('img', { name: i18n._(previewAlt('back')) })).toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
    expect(routingRequests()).toEqual([]);

    // "Try again" on the back sends the back only...
    failBack = false;
    await user.click(
      within(back).getByRole('button', { name: `${TRY_AGAIN_LABEL} to upload back.jpg` }),
    );
    await waitFor(() => expect(within(fileItem('back.jpg')).getByText('Uploaded')).toBeVisible());
    // ...and "Upload" then sends nothing twice before the routing decides.
    await user.click(uploadButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(sent).toEqual([
      { type: 'DRIVERS_LICENSE_FRONT', file: 'front.png' },
      { type: 'DRIVERS_LICENSE_BACK', file: 'back.jpg' },
      { type: 'DRIVERS_LICENSE_BACK', file: 'back.jpg' },
    ]);
  });

  it('sends a failed front again from "Upload", the back it already has never twice', async () => {
    const user = setupUser();
    let failFront = true;
    const sent = answerUploads(({ type }) =>
      type === 'DRIVERS_LICENSE_FRONT' && failFront
        ? HttpResponse.error()
        : HttpResponse.json({ document: { uuid: type } }, { status: 201 }),
    );
    const { routingRequests } = renderIdentity();
    await fillIn(user);
    await user.click(uploadButton());
    // The back was still tried after the front failed.
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(
      await screen.findByText(/^The connection dropped before the lender answered\./),
    ).toBeInTheDocument();

    failFront = false;
    await user.click(uploadButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(sent.map((entry) => entry.type)).toEqual([
      'DRIVERS_LICENSE_FRONT',
      'DRIVERS_LICENSE_BACK',
      'DRIVERS_LICENSE_FRONT',
    ]);
  });

  it("puts the lender's 400 on the side it is about, keeping what was chosen", async () => {
    const user = setupUser();
    const refuse = refusal('file', 'The file must be a PDF, JPG or PNG', 'FILE_TYPE');
    answerUploads(({ type }) =>
      type === 'DRIVERS_LICENSE_BACK'
        ? refuse()
        : HttpResponse.json({ document: { uuid: type } }, { status: 201 }),
    );
    const { routingRequests } = renderIdentity();
    await fillIn(user);
    await user.click(uploadButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'The file must be a PDF, JPG or PNG' }),
    ).toHaveAttribute('href', '#field-back');
    expect(backInput()).toHaveAttribute('aria-invalid', 'true');
    expect(frontInput()).not.toHaveAttribute('aria-invalid');
    expect(fileItem('back.jpg')).toBeInTheDocument();
    expect(routingRequests()).toEqual([]);
  });

  it('sends the sides again as the new type when the ID type changes after an upload', async () => {
    const user = setupUser();
    const sent = answerUploads(({ type }) =>
      type === 'DRIVERS_LICENSE_BACK'
        ? failure()
        : HttpResponse.json({ document: { uuid: type } }, { status: 201 }),
    );
    const { routingRequests } = renderIdentity();
    await fillIn(user);
    await user.click(uploadButton());
    await screen.findByRole('alert');

    await chooseIdType(user, 'US State ID Card');
    // The same files, ready to go again.
    expect(within(fileItem('front.png')).getByText('Ready to upload')).toBeInTheDocument();
    expect(within(fileItem('back.jpg')).getByText('Ready to upload')).toBeInTheDocument();
    await user.click(uploadButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(sent.map((entry) => entry.type)).toEqual([
      'DRIVERS_LICENSE_FRONT',
      'DRIVERS_LICENSE_BACK',
      'ID_CARD_FRONT',
      'ID_CARD_BACK',
    ]);
  });
});

describe('a re-upload the lender asked for', () => {
  const failure = (overrides: Partial<Condition> = {}): Condition => ({
    uuid: 'cond-id',
    categoryEnum: 'ID_VERIFICATION_FAILURE',
    created: '2026-11-20T16:00:00Z',
    requestDocuments: null,
    actionNeeded: true,
    commentsToBorrower: 'Take a clear photo of the front and back of a valid, unexpired ID.',
    display: {
      header: 'Verify your identity again',
      description: 'We could not read the ID you uploaded.',
      button: 'Verify identity',
      location: 'identity',
      type: 'IDENTITY',
    },
    ...overrides,
  });
  it("says so with the lender's words for a pending ID verification failure", () => {
    renderIdentity(withConditions([failure()]));
    expect(
      screen.getByRole('heading', { level: 2, name: i18n._(REUPLOAD_HEADING) }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Take a clear photo of the front and back of a valid, unexpired ID.'),
    ).toBeInTheDocument();
  });

  it('says so for the status re-upload condition, and not otherwise', () => {
    const { unmount } = renderIdentity({
      status: {
        applicationUuid: APPLICATION_UUID,
        serverState: 'IDENTITY_VERIFICATION',
        status: { condition: 'ID_REUPLOAD' },
        fetchedAt: 1,
        error: null,
      },
    });
    expect(screen.getByText(i18n._(REUPLOAD_DEFAULT_TEXT))).toBeInTheDocument();
    unmount();
    renderIdentity(withConditions([failure({ actionNeeded: false })]));
    expect(screen.queryByRole('heading', { name: i18n._(REUPLOAD_HEADING) })).toBeNull();
  });
});
