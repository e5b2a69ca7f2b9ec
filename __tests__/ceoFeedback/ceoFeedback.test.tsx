import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import {
  CEO_FEEDBACK_LABEL as CEO_FEEDBACK_MESSAGE,
  CeoFeedbackButton,
} from '../../src/features/ceoFeedback';
import {
  applicationUuidOf,
  CONSENT_QUESTION,
  feedbackOf,
  MESSAGE_TOO_LONG,
  MESSAGE_TOO_SHORT,
} from '../../src/features/ceoFeedback/feedback';
import { SENT_MESSAGE } from '../../src/features/ceoFeedback/CeoFeedbackDialog';
import { Toasts } from '../../src/features/feedback';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { ProfileMenu } from '../../src/features/shell';
import { ERROR_SUMMARY_TITLE as ERROR_SUMMARY_TITLE_MESSAGE } from '../../src/forms/ErrorSummary';
import { APPLICATION_UUID, makeOrgInfo, makeProfile, TEST_JWT } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { testStore } from '../support/testStore';
import { i18n } from '../../src/lib/i18n';

const ERROR_SUMMARY_TITLE = i18n._(ERROR_SUMMARY_TITLE_MESSAGE);
const CEO_FEEDBACK_LABEL = i18n._(CEO_FEEDBACK_MESSAGE);

useMockServer();

const FEEDBACK_URL = url('/service-profile/api/v1/feedback/ceo');
const ON_APPLICATION = `/account/heloc/${APPLICATION_UUID}/income`;
const MESSAGE = 'The application was quick and clear.';

/** Records each feedback body sent, answering with `answer` (accepted by default). */
function recordFeedback(answer: () => Response = () => HttpResponse.json({ uuid: 'f-1' })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(FEEDBACK_URL, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** The footer's button (and the toasts, as the shell shows them) over a real store at `path`. */
function setup(path = ON_APPLICATION) {
  const { store } = testStore(path, { organisation: parseOrganisation(makeOrgInfo()) });
  render(
    <Provider store={store}>
      <main>
        <CeoFeedbackButton />
      </main>
      <Toasts />
    </Provider>,
  );
  return { store, user: userEvent.setup({ delay: null }) };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: CEO_FEEDBACK_LABEL }));
  return screen.findByRole('dialog', { name: CEO_FEEDBACK_LABEL });
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  { topic = 'Give us a compliment', message = MESSAGE, consent = 'Yes' } = {},
) {
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: topic }));
  const box = within(dialog).getByRole('textbox', { name: 'Message' });
  await user.clear(box);
  if (message) await user.type(box, message);
  const consentGroup = within(dialog).getByRole('group', { name: i18n._(CONSENT_QUESTION) });
  await user.click(within(consentGroup).getByRole('radio', { name: consent }));
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));

describe('the entity', () => {
  test('the application is the path segment shaped like a UUID, in lower case', () => {
    expect(applicationUuidOf(`/account/heloc/${APPLICATION_UUID.toUpperCase()}/income`)).toBe(
      APPLICATION_UUID,
    );
    expect(applicationUuidOf('/account/heloc/register')).toBeUndefined();
    expect(applicationUuidOf('/account/heloc/')).toBeUndefined();
  });

  test('on an application: its id, the path, the topic name, consent as a boolean, HELOC', () => {
    expect(
      feedbackOf(
        { topic: 'IMPROVE_OUR_PRODUCT', message: `  ${MESSAGE} `, marketingConsent: 'no' },
        ON_APPLICATION,
      ),
    ).toEqual({
      applicationUuid: APPLICATION_UUID,
      message: MESSAGE,
      topic: 'IMPROVE_OUR_PRODUCT',
      marketingConsent: false,
      pathname: ON_APPLICATION,
      productType: 'HELOC',
    });
  });

  test('off an application the id is left out', () => {
    expect(
      feedbackOf(
        { topic: 'GIVE_US_A_COMPLIMENT', message: MESSAGE, marketingConsent: 'yes' },
        '/account/heloc/register',
      ),
    ).toEqual({
      message: MESSAGE,
      topic: 'GIVE_US_A_COMPLIMENT',
      marketingConsent: true,
      pathname: '/account/heloc/register',
      productType: 'HELOC',
    });
  });
});

describe('the dialog', () => {
  test('opens from its button: Topic, Message, the consent question, Send', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('group', { name: 'Topic' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('.form-choice')?.textContent),
    ).toEqual(['Improve our product', 'Give us a compliment', 'Yes', 'No']);
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('group', { name: i18n._(CONSENT_QUESTION) }),
    ).toBeInTheDocument();
    expect(i18n._(CONSENT_QUESTION)).toMatch(/^May we contact you about .+\?$/);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  test('nothing chosen or typed: each says what to do, the summary takes focus, nothing sent', async () => {
    const bodies = recordFeedback();
    const { user } = setup();
    await openDialog(user);
    await send(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(ERROR_SUMMARY_TITLE)).toBeInTheDocument();
    // Focus comes once the failed submit has ended, a render after the summary shows.
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Choose what your feedback is about',
      'Enter your feedback',
      'Tell us whether we may contact you',
    ]);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Topic' })).toHaveAccessibleDescription(
      'Error: Choose what your feedback is about',
    );
    expect(bodies).toEqual([]);
  });

  test('an error-summary link moves focus to its field', async () => {
    const { user } = setup();
    await openDialog(user);
    await fillIn(user, { message: '' });
    await send(user);
    await user.click(await screen.findByRole('link', { name: 'Enter your feedback' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  test.each([
    { length: 'spaces only', message: '         ', expected: 'Enter your feedback' },
    { length: '9 characters', message: 'Too short', expected: i18n._(MESSAGE_TOO_SHORT) },
    {
      length: '9 characters padded with spaces to 15',
      message: '   Too short   ',
      expected: i18n._(MESSAGE_TOO_SHORT),
    },
    { length: '1001 characters', message: 'a'.repeat(1001), expected: i18n._(MESSAGE_TOO_LONG) },
  ])('a message of $length: "$expected"', async ({ message, expected }) => {
    const bodies = recordFeedback();
    const { user } = setup();
    await openDialog(user);
    await fillIn(user, { message: '' });
    // Typing 1001 characters one by one is slow; pasting is what a person would do anyway.
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste(message);
    await send(user);
    expect(await screen.findByRole('link', { name: expected })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      `Between 10 and 1000 characters. Error: ${expected}`,
    );
    expect(bodies).toEqual([]);
  });

  test('messages of 10 and 1000 characters are accepted', async () => {
    expect(i18n._(MESSAGE_TOO_SHORT)).toBe('Must be at least 10 characters');
    expect(i18n._(MESSAGE_TOO_LONG)).toBe('Must be at most 1000 characters');
    for (const message of ['Ten chars!', 'b'.repeat(1000)]) {
      const bodies = recordFeedback();
      const { user } = setup();
      await openDialog(user);
      await fillIn(user, { message: '' });
      await user.click(screen.getByRole('textbox', { name: 'Message' }));
      await user.paste(message);
      await send(user);
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({ message });
      cleanup();
    }
  });

  test('sends the entity, closes, says so, and gives focus back to its button', async () => {
    const bodies = recordFeedback();
    const { user } = setup();
    await openDialog(user);
    await fillIn(user, { topic: 'Improve our product', consent: 'No' });
    await send(user);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: CEO_FEEDBACK_LABEL })).not.toBeInTheDocument(),
    );
    expect(bodies).toEqual([
      {
        applicationUuid: APPLICATION_UUID,
        message: MESSAGE,
        topic: 'IMPROVE_OUR_PRODUCT',
        marketingConsent: false,
        pathname: ON_APPLICATION,
        productType: 'HELOC',
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(SENT_MESSAGE));
    expect(screen.getByRole('button', { name: CEO_FEEDBACK_LABEL })).toHaveFocus();
  });

  test('off an application: no applicationUuid, consent true', async () => {
    const bodies = recordFeedback();
    const { user } = setup('/account/heloc/register');
    await openDialog(user);
    await fillIn(user);
    await send(user);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      message: MESSAGE,
      topic: 'GIVE_US_A_COMPLIMENT',
      marketingConsent: true,
      pathname: '/account/heloc/register',
      productType: 'HELOC',
    });
  });

  test('the button is busy and says "Sending…" while the call is in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(http.post(FEEDBACK_URL, () => new Promise<Response>((r) => (answer = r))));
    const { user } = setup();
    await openDialog(user);
    await fillIn(user);
    await send(user);
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(HttpResponse.json({ uuid: 'f-1' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a 400 shows each message on its field; a message for no field in the summary', async () => {
    recordFeedback(() =>
      HttpResponse.json(
        {
          errors: [
            { code: 'VALIDATION_ERROR', field: 'message', message: 'Must be at least 10 characters' },
            { code: 'VALIDATION_ERROR', field: 'topic', message: 'Choose Improve our product or Give us a compliment' },
            { code: 'VALIDATION_ERROR', field: 'productType', message: 'Must be HELOC' },
          ],
        },
        { status: 400 },
      ),
    ); // prettier-ignore
    const { user } = setup();
    await openDialog(user);
    await fillIn(user);
    await send(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Must be HELOC.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Between 10 and 1000 characters. Error: Must be at least 10 characters',
    );
    expect(screen.getByRole('group', { name: 'Topic' })).toHaveAccessibleDescription(
      'Error: Choose Improve our product or Give us a compliment',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('a 500 keeps every value and shows the error in the dialog; sending again works', async () => {
    let fail = true;
    const bodies = recordFeedback(() =>
      fail
        ? HttpResponse.json({ errors: [{ message: 'Feedback is resting' }] }, { status: 500 })
        : HttpResponse.json({ uuid: 'f-2' }),
    );
    const { user } = setup();
    await openDialog(user);
    await fillIn(user, { topic: 'Improve our product', consent: 'No' });
    await send(user);
    const summary = await screen.findByRole('alert');
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toBe(summary);
    expect(summary).toHaveTextContent('Feedback is resting.');
    // Focus comes once the failed submit has ended, a render after the summary shows.
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Improve our product' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(MESSAGE);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();

    fail = false;
    await send(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  test('no answer at all also keeps the values and says what happened', async () => {
    server.use(http.post(FEEDBACK_URL, () => HttpResponse.error()));
    const { user } = setup();
    await openDialog(user);
    await fillIn(user);
    await send(user);
    expect(
      await screen.findByText(/^The connection dropped before the lender answered\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(MESSAGE);
  });

  test('Cancel and Escape close it without sending', async () => {
    const bodies = recordFeedback();
    const { user } = setup();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

describe('from the profile menu (signed in)', () => {
  test('the menu entry opens the same dialog; closing gives focus to the menu button', async () => {
    localStorage.setItem('jwt', TEST_JWT);
    const bodies = recordFeedback();
    const { store } = testStore(ON_APPLICATION, {
      organisation: parseOrganisation(makeOrgInfo()),
      profile: { profile: makeProfile(), loadStatus: 'loaded', error: null },
    });
    render(
      <Provider store={store}>
        <ProfileMenu />
      </Provider>,
    );
    const user = userEvent.setup({ delay: null });
    const menuButton = screen.getByRole('button', { name: 'Account menu' });
    await user.click(menuButton);
    await user.click(await screen.findByRole('button', { name: CEO_FEEDBACK_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: CEO_FEEDBACK_LABEL });
    // The menu closed when the dialog took focus; the dialog stays.
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    expect(dialog).toBeInTheDocument();
    await fillIn(user);
    await send(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(1);
    expect(menuButton).toHaveFocus();
  });
});
