import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../src/app/rootReducer';
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
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { CHECK_AGAIN_LABEL } from '../../src/ui/CheckAgain';
import { APPLICATION_UUID, makeApplication, makeProfile } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'signing/additional';
const SIGNERS_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/signers`,
);

const withProfile: Partial<RootState> = {
  profile: { profile: makeProfile(), loadStatus: 'loaded', error: null },
};

function answerSigners(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json(makeApplication({ state: 'CO_DEED_REQUIRED', coDeedStatus: 'PENDING' })),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(SIGNERS_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const firstName = () => screen.getByLabelText(FIRST_NAME_LABEL);
const lastName = () => screen.getByLabelText(LAST_NAME_LABEL);
const email = () => screen.getByLabelText(EMAIL_LABEL);
const sendButton = () => screen.getByRole('button', { name: SEND_INVITATION_LABEL });

function renderAdditional(application = makeApplication({ coDeedStatus: 'NOT_REQUIRED' })) {
  return renderStepScreen(STEP, AdditionalSignersScreen, { application, preloaded: withProfile });
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values = { first: ' Sam ', last: 'Rivera ', mail: ' sam.rivera@example.com ' },
) {
  await user.type(firstName(), values.first);
  await user.type(lastName(), values.last);
  await user.type(email(), values.mail);
}

it("asks for the additional signer's First name, Last name and Email address", () => {
  renderAdditional();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Additional signers');
  expect(firstName()).toHaveValue('');
  expect(lastName()).toHaveValue('');
  expect(email()).toHaveAttribute('type', 'email');
  expect(email()).toHaveAccessibleDescription(/their own address/i);
});

it('says what is missing, about the signer, each message linked to its field', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerSigners();
  renderAdditional();
  await user.click(sendButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    [SIGNER_MESSAGES.firstName, '#field-firstName'],
    [SIGNER_MESSAGES.lastName, '#field-lastName'],
    [SIGNER_MESSAGES.email.required, '#field-email'],
  ]);
  expect(SIGNER_MESSAGES.firstName).toBe("Enter the additional signer's first name");
  expect(firstName()).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toEqual([]);
});

it.each([
  ['sam.example.com', EMAIL_MESSAGES.invalid],
  ['BORROWER@example.com', SIGNER_MESSAGES.ownEmail],
])('refuses the address %s: "%s"', async (typed, message) => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerSigners();
  renderAdditional();
  await fillIn(user, { first: 'Sam', last: 'Rivera', mail: typed });
  await user.click(sendButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([message]);
  expect(bodies).toEqual([]);
});

it('sends the invitation (trimmed), busy meanwhile, asks the routing, then says it was sent', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerSigners(async () => {
    await gate;
    return HttpResponse.json(makeApplication({ coDeedStatus: 'PENDING' }));
  });
  const { routingRequests } = renderAdditional();
  await fillIn(user);
  await user.click(sendButton());
  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  await user.click(pending);
  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([
    { firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com' },
  ]);
  // The routing keeps the borrower here while the signer has not finished (PENDING).
  expect(
    await screen.findByRole('heading', { level: 2, name: INVITATION_SENT_HEADING }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      invitationSentText({ firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com' }),
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText('We have e-mailed an invitation to Sam Rivera at sam.rivera@example.com.'),
  ).toBeInTheDocument();
  expect(screen.getByText(WAITING_TEXT)).toBeInTheDocument();
  expect(screen.queryByLabelText(FIRST_NAME_LABEL)).not.toBeInTheDocument();
});

it('with the invitation out (a signer listed, PENDING), says so and checks again on request', async () => {
  const user = userEvent.setup({ delay: null });
  const { routingRequests } = renderAdditional(
    makeApplication({
      state: 'CO_DEED_REQUIRED',
      coDeedStatus: 'PENDING',
      additionalSignerVersion: 'v1',
      helocSigners: [{ identityUuid: 'signer-1', name: { firstName: 'Sam', lastName: 'Rivera' } }],
    }),
  );
  expect(screen.getByRole('heading', { level: 2, name: INVITATION_SENT_HEADING })).toBeVisible();
  expect(screen.getByText('We have e-mailed an invitation to Sam Rivera.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: SEND_INVITATION_LABEL })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: CHECK_AGAIN_LABEL }));
  expect(routingRequests()).toEqual([
    { applicationUuid: APPLICATION_UUID, trigger: 'status-change' },
  ]);
});

it('PENDING with nobody invited yet (another owner must sign): asks who', () => {
  renderAdditional(makeApplication({ state: 'CO_DEED_REQUIRED', coDeedStatus: 'PENDING' }));
  expect(screen.getByRole('button', { name: SEND_INVITATION_LABEL })).toBeInTheDocument();
  expect(
    screen.queryByRole('heading', { level: 2, name: INVITATION_SENT_HEADING }),
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
  expect(invitationSentText(null)).toBe(
    'We have e-mailed an invitation to your additional signer.',
  );
});

it("puts the lender's 400 on its field and keeps every value", async () => {
  const user = userEvent.setup({ delay: null });
  answerSigners(() =>
    HttpResponse.json(
      {
        errors: [
          {
            code: 'EMAIL_TAKEN',
            field: 'email',
            message: 'This email address already has an account',
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderAdditional();
  await fillIn(user);
  await user.click(sendButton());
  await waitFor(() =>
    expect(email()).toHaveAccessibleDescription(
      expect.stringContaining('Error: This email address already has an account'),
    ),
  );
  expect(firstName()).toHaveValue(' Sam ');
  // An email input drops the spaces around what was typed.
  expect(email()).toHaveValue('sam.rivera@example.com');
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message and keeps every value", async () => {
  const user = userEvent.setup({ delay: null });
  answerSigners(() => HttpResponse.json({}, { status: 500 }));
  const { routingRequests } = renderAdditional();
  await fillIn(user);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
  expect(lastName()).toHaveValue('Rivera ');
  expect(sendButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});
