/**
 * The widget on a real store without side effects: what it shows for each state, and what it
 * asks the chat saga for.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { headOfType } from '../support/files';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../src/app/store';
import ChatWidget from '../../src/features/chat/ChatWidget';
import { WAITING_DOTS_MS } from '../../src/features/chat/chatRules';
import {
  agentJoined,
  chatAlertShown,
  chatModeChosen,
  chatOpened,
  chatPhaseChanged,
  type ChatMessage,
  feedbackFailed,
  feedbackGiven,
  messageNotSent,
  messagesReceived,
  pendingMessageShown,
} from '../../src/features/chat/chatSlice';
import { injectLateSlices } from '../../src/app/lateSlices';
import { WaitingForAgent } from '../../src/features/chat/widget/WaitingForAgent';
import { DEFAULT_ORGANISATION } from '../../src/features/organisation/organisation';
import { TAKING_LONG_NOTICE as TAKING_LONG_NOTICE_MESSAGE } from '../../src/ui/TakingLongNotice';
import { type CompiledMessage, i18n } from '../../src/lib/i18n';
import { messages as spanish } from '../../src/locales/es/messages';
import { REQUIRED_MESSAGE } from '../../src/forms/schemas/messages';
import { TAKING_LONG_MS } from '../../src/ui/useTakingLong';
import { recordDispatches } from '../support/recordDispatches';

const TAKING_LONG_NOTICE = i18n._(TAKING_LONG_NOTICE_MESSAGE);

type Store = ReturnType<typeof makeStore>;

// The widget's slice joins the store with the shell's extras; here, at once.
injectLateSlices();

function widget(
  setup: (store: Store) => void = () => undefined,
  preloaded?: Parameters<typeof makeStore>[0],
) {
  const store = makeStore(preloaded, { sideEffects: false });
  store.dispatch(chatOpened());
  setup(store);
  const dispatched = recordDispatches(store);
  render(
    <Provider store={store}>
      <ChatWidget />
    </Provider>,
  );
  return { store, dispatched, asked: (type: string) => dispatched.filter((a) => a.type === type) };
}

const agentChat = (store: Store) => {
  store.dispatch(chatModeChosen({ mode: 'agent', provider: 'stream', autoStart: false }));
  store.dispatch(chatPhaseChanged('messaging'));
};
const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 'm1',
  from: 'agent',
  body: 'Hello',
  at: '2026-11-26T12:00:00.000Z',
  ...over,
});

describe('the pre-engagement form', () => {
  const form = (store: Store) => {
    store.dispatch(chatModeChosen({ mode: 'agent', provider: 'stream', autoStart: false }));
    store.dispatch(chatPhaseChanged('form'));
  };

  test('a dialog named Chat with its close button; Name and Email address required, the summary naming each', async () => {
    const { asked } = widget(form);
    const dialog = screen.getByRole('dialog', { name: 'Chat' });
    expect(within(dialog).getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    // "Required" at each field; the summary, which takes focus, names the fields.
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement!;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Name: Required', 'Email address: Required']);
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(asked('chat/startRequested')).toHaveLength(0);

    // The page switched to Spanish: the form checks itself again in it (docs/forms.md#a-failed-call).
    i18n.load('es', spanish as Record<string, CompiledMessage>);
    try {
      act(() => i18n.activate('es', ['es-US']));
      const required = i18n._(REQUIRED_MESSAGE);
      expect(required).not.toBe('Required');
      expect(await screen.findAllByText(required)).toHaveLength(2);
    } finally {
      act(() => i18n.activate('en', ['en-US']));
    }
  });

  test('at most 128 characters and a valid e-mail', async () => {
    widget(form);
    await userEvent.type(screen.getByLabelText('Name'), 'a'.repeat(129));
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
        'Error: Cannot be more than 128 characters',
      ),
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Error: Must be a valid email',
    );
  });

  test('a valid form asks for the start', async () => {
    const { asked } = widget(form);
    await userEvent.type(screen.getByLabelText('Name'), ' Vera Visitor ');
    await userEvent.type(screen.getByLabelText('Email address'), 'vera@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(asked('chat/startRequested').map((a) => a.payload)).toEqual([
      { friendlyName: 'Vera Visitor', emailAddress: 'vera@example.com' },
    ]);
  });

  test('Escape and the close button close the widget', async () => {
    const { asked } = widget(form);
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(asked('chat/chatClosed')).toHaveLength(1);
  });
});

describe('messages', () => {
  test('Enter sends, Shift+Enter makes a new line, blank messages are not sent', async () => {
    const { asked } = widget(agentChat);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    expect(asked('chat/messageSendRequested')).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two{Enter}');
    expect(asked('chat/messageSendRequested').map((a) => a.payload)).toEqual([
      { text: 'Line one\nLine two', attachmentIds: [] },
    ]);
    expect(box).toHaveValue('');
    expect(asked('chat/typed').length).toBeGreaterThan(0);
  });

  test('attachments of the accepted types only, several at once, with their sizes', async () => {
    const { asked } = widget(agentChat);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input).toHaveAttribute('accept', '.jpg,.png,.amr,.mp3,.mp4,.pdf,.txt');
    expect(input.multiple).toBe(true);
    const pdf = new File(['x'.repeat(1500)], 'statement.pdf', { type: 'application/pdf' });
    const png = new File(['x'.repeat(20)], 'photo.png', { type: 'image/png' });
    const exe = new File(['x'], 'tool.exe', { type: 'application/octet-stream' });
    // Its content is a PDF, its name says PNG (docs/forms.md#uploads).
    const misnamed = new File([headOfType('application/pdf'), 'x'], 'scan.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [pdf, png, exe, misnamed] } });
    const files = await screen.findByRole('list', { name: 'Files to send' });
    expect(within(files).getByText('statement.pdf (2 KB)')).toBeInTheDocument();
    expect(within(files).getByText('photo.png (20 bytes)')).toBeInTheDocument();
    expect(screen.getByText(/tool\.exe cannot be attached/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'scan.png is a PDF but its name ends in .png. Rename it to .pdf, or choose another file',
      ),
    ).toBeInTheDocument();
    // A message of files alone may be sent.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const sent = asked('chat/messageSendRequested')[0]!.payload as { attachmentIds: string[] };
    expect(sent.attachmentIds).toHaveLength(2);
  });

  test('the chatbot has no attach button', () => {
    widget((store) => {
      store.dispatch(chatModeChosen({ mode: 'chatbot', provider: 'chatbot', autoStart: false }));
      store.dispatch(chatPhaseChanged('messaging'));
    });
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
  });

  test('links live only for the company domains, opening with noopener noreferrer', () => {
    widget(
      (store) => {
        agentChat(store);
        store.dispatch(
          messagesReceived([
            message({
              body: 'See https://www.example.com/help and https://evil.example.net/x or http://example.com/plain',
            }),
          ]),
        );
      },
      { organisation: { ...DEFAULT_ORGANISATION, baseUrl: 'https://www.example.com' } },
    );
    const log = screen.getByRole('log');
    const links = within(log).getAllByRole('link');
    // The organisation's own site is on example.com: plain http and other domains stay text.
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.example.com/help']);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(log).toHaveTextContent('https://evil.example.net/x');
  });

  test('the welcome warning, and a message that could not be sent back in the box', () => {
    const { store } = widget(agentChat);
    expect(screen.getByText(/do not share your Social Security number/)).toBeInTheDocument();
    act(() => {
      store.dispatch(messageNotSent('Are you there?'));
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Are you there?');
  });

  test('waiting for an agent, then the agent named', () => {
    const { store } = widget((s) => {
      agentChat(s);
      s.dispatch(pendingMessageShown(message({ from: 'customer', body: 'Hi' })));
    });
    expect(screen.getByText('Waiting for next available agent')).toBeInTheDocument();
    act(() => {
      store.dispatch(agentJoined({ name: 'Jordan' }));
      store.dispatch(messagesReceived([message({ id: 'm2', body: 'Hi, I am Jordan' })]));
    });
    expect(screen.queryByText('Waiting for next available agent')).toBeNull();
    expect(within(screen.getByRole('log')).getByText('Jordan')).toBeInTheDocument();
  });
});

test('connecting, or starting a chat, past 5 s says it is taking longer, with the support contact', () => {
  jest.useFakeTimers();
  try {
    const { store } = widget();
    expect(screen.getByText('Connecting…')).toBeVisible();
    act(() => jest.advanceTimersByTime(TAKING_LONG_MS - 1));
    expect(screen.queryByText(TAKING_LONG_NOTICE)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(TAKING_LONG_NOTICE)).toBeVisible();
    expect(screen.getByText(/Call us at/)).toBeVisible();

    // The form: no wait, no notice; starting a chat: the notice again after 5 s.
    act(() => {
      store.dispatch(chatModeChosen({ mode: 'agent', provider: 'stream', autoStart: false }));
      store.dispatch(chatPhaseChanged('form'));
    });
    expect(screen.queryByText(TAKING_LONG_NOTICE)).toBeNull();
    act(() => {
      store.dispatch(chatPhaseChanged('starting'));
    });
    act(() => jest.advanceTimersByTime(TAKING_LONG_MS));
    expect(screen.getByText(TAKING_LONG_NOTICE)).toBeVisible();
  } finally {
    jest.useRealTimers();
  }
});

test('the waiting dots move every 400 ms', () => {
  jest.useFakeTimers();
  try {
    render(<WaitingForAgent />);
    const dots = () =>
      screen.getByRole('status').textContent!.replace(/^Waiting for next available agent/, '');
    expect(dots()).toBe('');
    act(() => jest.advanceTimersByTime(WAITING_DOTS_MS - 1));
    expect(dots()).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(dots()).toBe('.');
    act(() => jest.advanceTimersByTime(2 * WAITING_DOTS_MS));
    expect(dots()).toBe('...');
    act(() => jest.advanceTimersByTime(WAITING_DOTS_MS));
    expect(dots()).toBe('');
  } finally {
    jest.useRealTimers();
  }
});

describe('alerts', () => {
  test.each([
    ['connectionLost', 'status', 'Connection lost. Attempting to reconnect.'],
    ['somethingWentWrong', 'alert', 'Something went wrong. Please try again later.'],
    ['tokenInvalid', 'status', 'Token state is invalid.'],
    ['sendFailed', 'alert', 'Something went wrong. Please try resending the message.'],
  ] as const)('%s in role=%s', (alert, role, text) => {
    widget((store) => {
      agentChat(store);
      store.dispatch(chatAlertShown(alert));
    });
    expect(screen.getAllByRole(role).some((el) => el.textContent === text)).toBe(true);
  });
});

describe('the chatbot and the ended panel', () => {
  const chatbot = (store: Store) => {
    store.dispatch(chatModeChosen({ mode: 'chatbot', provider: 'chatbot', autoStart: false }));
    store.dispatch(chatPhaseChanged('messaging'));
    store.dispatch(
      messagesReceived([message({ from: 'bot', body: 'An answer', questionId: 'q1' })]),
    );
  };

  test('Bad Response opens "Tell us more": a reason required, 140 characters at most', async () => {
    const { store, asked } = widget(chatbot);
    await userEvent.click(screen.getByRole('button', { name: 'Bad Response' }));
    const dialog = screen.getByRole('dialog', { name: 'Tell us more' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please select a reason')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const detail = within(dialog).getByLabelText('Additional information');
    fireEvent.change(detail, { target: { value: 'x'.repeat(141) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('Please restrict your response to 140 characters.'),
    ).toBeInTheDocument();
    fireEvent.change(detail, { target: { value: 'Too vague for me' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(asked('chat/badResponseSubmitted').map((a) => a.payload)).toEqual([
      { questionId: 'q1', reason: 'Other', additionalInformation: 'Too vague for me' },
    ]);
    // Open, and busy, until the lender has it.
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    act(() => {
      store.dispatch(feedbackGiven());
    });
    expect(screen.queryByRole('dialog', { name: 'Tell us more' })).toBeNull();
  });

  test('a failed feedback call is said in the dialog, which keeps what was typed for another try', async () => {
    const { store, asked } = widget(chatbot);
    await userEvent.click(screen.getByRole('button', { name: 'Bad Response' }));
    const dialog = screen.getByRole('dialog', { name: 'Tell us more' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Answer too vague' }));
    await userEvent.type(within(dialog).getByLabelText('Additional information'), 'A number');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    act(() => {
      store.dispatch(feedbackFailed());
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Answer too vague' })).toBeChecked();
    expect(within(dialog).getByLabelText('Additional information')).toHaveValue('A number');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(asked('chat/badResponseSubmitted')).toHaveLength(2);
    act(() => {
      store.dispatch(feedbackGiven());
    });
    expect(screen.queryByRole('dialog', { name: 'Tell us more' })).toBeNull();
  });

  test('Bad Response is disabled after use until new messages arrive', () => {
    const { store } = widget(chatbot);
    act(() => {
      store.dispatch(feedbackGiven());
    });
    expect(screen.getByRole('button', { name: 'Bad Response' })).toBeDisabled();
    act(() => {
      store.dispatch(
        messagesReceived([message({ id: 'b2', from: 'bot', body: 'More', questionId: 'q2' })]),
      );
    });
    expect(
      screen
        .getAllByRole('button', { name: 'Bad Response' })
        .every((b) => !b.hasAttribute('disabled')),
    ).toBe(true);
  });

  test('the ended panel replaces the input', async () => {
    const { asked } = widget((store) => {
      chatbot(store);
      store.dispatch(chatPhaseChanged('ended'));
    });
    expect(screen.getByText('Thanks for chatting with us!')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take the survey' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start new chat' }));
    expect(asked('chat/surveyRequested')).toHaveLength(1);
    expect(asked('chat/newChatRequested')).toHaveLength(1);
  });
});
