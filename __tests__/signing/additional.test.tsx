import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  EMAIL_LABEL,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  SIGNER_MESSAGES,
} from '../../src/features/signing/additionalSigner';
import AdditionalSignersScreen, {
  INVITATION_SENT_HEADING,
  invitationSentText,
  invitedSignerOf,
  SEND_INVITATION_LABEL,
  WAITING_TEXT,
} from '../../src/features/signing/screens/AdditionalSignersScreen';
import { EMAIL_MESSAGES } from '../../src/forms/schemas/email';
import { CHECK_AGAIN_LABEL as CHECK_AGAIN_LABEL_MESSAGE } from '../../src/ui/CheckAgain';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen, withProfile } from '../support/renderStepScreen';
import { describeStepForm, setupUser, stepCall, type User } from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

const CHECK_AGAIN_LABEL = i18n._(CHECK_AGAIN_LABEL_MESSAGE);

useMockServer();

const STEP = 'signing/additional';
const SIGNERS_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/signers`,
);

/** The lender's 400 on email. */
const REFUSED = 'This email address already has an account';

const firstName = () => screen.getByLabelText(i18n._(FIRST_NAME_LABEL));
const lastName = () => screen.getByLabelText(i18n._(LAST_NAME_LABEL));
const email = () => screen.getByLabelText(i18n._(EMAIL_LABEL));

function renderAdditional(application = makeApplication({ coDeedStatus: 'NOT_REQUIRED' })) {
  return renderStepScreen(STEP, AdditionalSignersScreen, { application, preloaded: withProfile() });
}

/** Answers the three questions: the address given, and the signer's name. */
const fillWith =
  (mail: string, first = 'Sam', last = 'Rivera') =>
  async (user: User) => {
    await user.type(firstName(), first);
    await user.type(lastName(), last);
    await user.type(email(), mail);
  };

it("asks for the additional signer's First name, Last name and Email address", () => {
  renderAdditional();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Additional signers');
  expect(firstName()).toHaveValue('');
  expect(lastName()).toHaveValue('');
  expect(email()).toHaveAttribute('type', 'email');
  expect(email()).toHaveAccessibleDescription(/their own address/i);
  expect(i18n._(SIGNER_MESSAGES.firstName)).toBe("Enter the additional signer's first name");
});

describeStepForm({
  render: () => renderAdditional(),
  call: stepCall('post', SIGNERS_URL, () =>
    HttpResponse.json(makeApplication({ state: 'CO_DEED_REQUIRED', coDeedStatus: 'PENDING' })),
  ),
  submit: i18n._(SEND_INVITATION_LABEL),
  missing: [
    [i18n._(SIGNER_MESSAGES.firstName), '#field-firstName'],
    [i18n._(SIGNER_MESSAGES.lastName), '#field-lastName'],
    [i18n._(SIGNER_MESSAGES.email.required), '#field-email'],
  ],
  refused: [
    ['the address sam.example.com', fillWith('sam.example.com'), [i18n._(EMAIL_MESSAGES.invalid)]],
    [
      "the borrower's own address",
      fillWith('BORROWER@example.com'),
      [i18n._(SIGNER_MESSAGES.ownEmail)],
    ],
  ],
  // Trimmed.
  fill: fillWith(' sam.rivera@example.com ', ' Sam ', 'Rivera '),
  body: { firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com' },
  afterSent: async () => {
    // The routing keeps the borrower here while the signer has not finished (PENDING).
    expect(
      await screen.findByRole('heading', { level: 2, name: i18n._(INVITATION_SENT_HEADING) }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        i18n._(
          invitationSentText({
            firstName: 'Sam',
            lastName: 'Rivera',
            email: 'sam.rivera@example.com',
          }),
        ),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We have e-mailed an invitation to Sam Rivera at sam.rivera@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText(i18n._(WAITING_TEXT))).toBeInTheDocument();
    expect(screen.queryByLabelText(i18n._(FIRST_NAME_LABEL))).not.toBeInTheDocument();
  },
  serverError: { field: 'email', message: REFUSED, control: email },
});

it('with the invitation out (a signer listed, PENDING), says so and checks again on request', async () => {
  const user = setupUser();
  const { routingRequests } = renderAdditional(
    makeApplication({
      state: 'CO_DEED_REQUIRED',
      coDeedStatus: 'PENDING',
      additionalSignerVersion: 'v1',
      helocSigners: [{ identityUuid: 'signer-1', name: { firstName: 'Sam', lastName: 'Rivera' } }],
    }),
  );
  expect(
    screen.getByRole('heading', { level: 2, name: i18n._(INVITATION_SENT_HEADING) }),
  ).toBeVisible();
  expect(screen.getByText('We have e-mailed an invitation to Sam Rivera.')).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: i18n._(SEND_INVITATION_LABEL) }),
  ).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: CHECK_AGAIN_LABEL }));
  expect(routingRequests()).toEqual([
    { applicationUuid: APPLICATION_UUID, trigger: 'status-change' },
  ]);
});

it('PENDING with nobody invited yet (another owner must sign): asks who', () => {
  renderAdditional(makeApplication({ state: 'CO_DEED_REQUIRED', coDeedStatus: 'PENDING' }));
  expect(screen.getByRole('button', { name: i18n._(SEND_INVITATION_LABEL) })).toBeInTheDocument();
  expect(
    screen.queryByRole('heading', { level: 2, name: i18n._(INVITATION_SENT_HEADING) }),
  ).not.toBeInTheDocument();
});

it('says who was invited as far as it is known', () => {
  expect(invitedSignerOf(makeApplication({ coDeedStatus: 'PENDING' }))).toBe(false);
  expect(
    invitedSignerOf(
      makeApplication({
        coDeedStatus: 'COMPLETE',
        helocSigners: [{ identityUuid: 's', name: null }],
      }),
    ),
  ).toBe(false);
  expect(
    invitedSignerOf(
      makeApplication({
        coDeedStatus: 'PENDING',
        helocSigners: [{ identityUuid: 's', name: null }],
      }),
    ),
  ).toBeNull();
  expect(i18n._(invitationSentText(null))).toBe(
    'We have e-mailed an invitation to your additional signer.',
  );
});
