import {
  AGENT_SESSION_MS,
  agentProviderOf,
  agentSkillOf,
  CHAT_ALERTS,
  CHATBOT_SESSION_MS,
  chatHoursText,
  chooseChatMode,
  companyDomains,
  forcedProviderOf,
  HISTORY_PAGE_SIZE,
  isAcceptedAttachment,
  isSendable,
  isUnexpired,
  messageParts,
  NONCE_REFRESH_MS,
  OMNI_PROXY_PING_MS,
  OPEN_STATUS_POLL_MS,
  opensOnLoad,
  TYPING_PREVIEW_MS,
  WAITING_DOTS_MS,
} from '../../src/features/chat/chatRules';
import {
  BAD_RESPONSE_REASONS,
  badResponseSchema,
  preEngagementSchema,
} from '../../src/features/chat/chatSchemas';
import { i18n } from '../../src/lib/i18n';

const UUID = '3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b';
const NOW = 1_800_000_000_000;

test("the chat's timers and limits", () => {
  expect(AGENT_SESSION_MS).toBe(21_600_000);
  expect(CHATBOT_SESSION_MS).toBe(600_000);
  expect([OPEN_STATUS_POLL_MS, NONCE_REFRESH_MS, OMNI_PROXY_PING_MS]).toEqual([
    60_000, 60_000, 10_000,
  ]);
  expect([TYPING_PREVIEW_MS, WAITING_DOTS_MS, HISTORY_PAGE_SIZE]).toEqual([1000, 400, 20]);
});

test('the chat alerts, word for word, with their kind', () => {
  const written = Object.fromEntries(
    Object.entries(CHAT_ALERTS).map(([name, { kind, text }]) => [
      name,
      { kind, text: i18n._(text) },
    ]),
  );
  expect(written).toEqual({
    connectionLost: { kind: 'warning', text: 'Connection lost. Attempting to reconnect.' },
    somethingWentWrong: { kind: 'error', text: 'Something went wrong. Please try again later.' },
    tokenInvalid: { kind: 'warning', text: 'Token state is invalid.' },
    sendFailed: {
      kind: 'error',
      text: 'Something went wrong. Please try resending the message.',
    },
  });
});

describe('sessions and modes', () => {
  test('a stored session is reused only while its expiry is in the future', () => {
    expect(isUnexpired({ expiration: NOW + 1 }, NOW)).toBe(true);
    expect(isUnexpired({ expiration: NOW }, NOW)).toBe(false);
    expect(isUnexpired({ expiration: Number.NaN }, NOW)).toBe(false);
    expect(isUnexpired(null, NOW)).toBe(false);
  });

  const mode = (overrides: Partial<Parameters<typeof chooseChatMode>[0]>) =>
    chooseChatMode({
      forced: null,
      agentSession: null,
      chatbotSession: null,
      open: null,
      now: NOW,
      ...overrides,
    });
  const live = { expiration: NOW + 1000 };
  const expired = { expiration: NOW - 1 };

  test.each([
    ['an agent session', { agentSession: live, chatbotSession: live, open: false }, 'agent'],
    ['a chatbot session, no agent session', { chatbotSession: live, open: true }, 'chatbot'],
    [
      'expired sessions, open hours',
      { agentSession: expired, chatbotSession: expired, open: true },
      'agent',
    ],
    ['no session, closed', { open: false }, 'chatbot'],
    ['no session, hours not known yet', {}, null],
    ['forced chatbot', { forced: 'chatbot' as const, agentSession: live }, 'chatbot'],
    ['forced stream', { forced: 'stream' as const, chatbotSession: live, open: false }, 'agent'],
  ])('%s', (_name, overrides, expected) => {
    expect(mode(overrides)).toBe(expected);
  });

  test('providers forced by the query outside production only, in the documented order', () => {
    expect(forcedProviderOf('?stream', false)).toBe('stream');
    expect(forcedProviderOf('?chatbot=1&twilio', false)).toBe('twilio');
    expect(forcedProviderOf('?talkjs', false)).toBe('talkjs');
    expect(forcedProviderOf('?stream', true)).toBeNull();
    expect(forcedProviderOf('?pop-webchat', false)).toBeNull();
  });

  test('the agent provider: forced, else the fe-webchat-stream flag; NICE and TalkJS unsupported', () => {
    expect(agentProviderOf(null, true)).toBe('stream');
    expect(agentProviderOf(null, false)).toBe('twilio');
    expect(agentProviderOf('twilio', true)).toBe('twilio');
    expect(agentProviderOf('stream', false)).toBe('stream');
    expect(agentProviderOf('nice', true)).toBe('unsupported');
    expect(agentProviderOf('talkjs', false)).toBe('unsupported');
  });

  test('agent skills: FHEL, White Label, CLOC_HELOC', () => {
    expect(agentSkillOf({ isMainBrand: true, isCrypto: false })).toBe('FHEL');
    expect(agentSkillOf({ isMainBrand: false, isCrypto: false })).toBe('White Label');
    expect(agentSkillOf({ isMainBrand: true, isCrypto: true })).toBe('CLOC_HELOC');
    expect(agentSkillOf({ isMainBrand: false, isCrypto: true })).toBe('CLOC_HELOC');
  });
});

describe('where the widget opens', () => {
  test('pop-webchat opens it on load on an application route only', () => {
    const base = '/account/heloc';
    expect(
      opensOnLoad({ pathname: `${base}/${UUID}/identity`, search: '?pop-webchat' }, base),
    ).toBe(true);
    expect(opensOnLoad({ pathname: `${base}/${UUID}`, search: '?pop-webchat=true' }, base)).toBe(
      true,
    );
    expect(opensOnLoad({ pathname: `${base}/${UUID}/identity`, search: '' }, base)).toBe(false);
    expect(opensOnLoad({ pathname: `${base}/register`, search: '?pop-webchat' }, base)).toBe(false);
    expect(opensOnLoad({ pathname: `${base}/x/${UUID}`, search: '?pop-webchat' }, base)).toBe(
      false,
    );
  });
});

describe('messages', () => {
  test("the company's domains: its https addresses, www. left off; relative and http ones give none", () => {
    expect(
      companyDomains([
        'https://www.lanternfield.example/terms',
        '/privacy',
        'http://plain.example',
        'https://help.lanternfield.example',
        'not a url',
        null,
        '',
      ]),
    ).toEqual(['lanternfield.example', 'help.lanternfield.example']);
  });

  test('blank messages are sent only with an attachment', () => {
    expect(isSendable('  \n ', 0)).toBe(false);
    expect(isSendable('  \n ', 1)).toBe(true);
    expect(isSendable('Hello', 0)).toBe(true);
  });

  test('attachments of the accepted types only', () => {
    for (const name of ['a.jpg', 'b.PNG', 'c.amr', 'd.mp3', 'e.mp4', 'f.pdf', 'g.txt']) {
      expect([name, isAcceptedAttachment(name)]).toEqual([name, true]);
    }
    for (const name of ['a.jpeg', 'b.exe', 'c.pdf.exe', 'd', 'e.html']) {
      expect([name, isAcceptedAttachment(name)]).toEqual([name, false]);
    }
  });

  test('links are live only for https addresses on an allowed domain', () => {
    const allowed = ['lanternfield.example'];
    expect(
      messageParts(
        'See https://help.lanternfield.example/heloc, not http://lanternfield.example/x or https://evil.test/lanternfield.example.',
        allowed,
      ),
    ).toEqual([
      { text: 'See ' },
      {
        text: 'https://help.lanternfield.example/heloc',
        href: 'https://help.lanternfield.example/heloc',
      },
      { text: ', not ' },
      { text: 'http://lanternfield.example/x' },
      { text: ' or ' },
      { text: 'https://evil.test/lanternfield.example' },
      { text: '.' },
    ]);
    expect(messageParts('https://lanternfield.example.evil.test/', allowed)).toEqual([
      { text: 'https://lanternfield.example.evil.test/' },
    ]);
    expect(messageParts('https://user@lanternfield.example/', allowed)).toEqual([
      { text: 'https://user@lanternfield.example/' },
    ]);
    expect(messageParts('no links here', allowed)).toEqual([{ text: 'no links here' }]);
  });
});

describe('chat hours text', () => {
  /** The hours written out (in English, as the tests run), or null. */
  const chatHoursWords = (...args: Parameters<typeof chatHoursText>) => {
    const message = chatHoursText(...args);
    return message ? i18n._(message) : null;
  };
  const day = (weekdayValue: number, startTime: string | null, endTime: string | null) => ({
    weekdayValue,
    startTime,
    endTime,
  });
  const weekdays = [1, 2, 3, 4, 5].map((d) => day(d, '06:00', '18:00'));

  test('weekdays and the weekend in am/pm', () => {
    expect(chatHoursWords([...weekdays, day(6, '08:00', '16:30'), day(7, '08:00', '16:30')])).toBe(
      'Monday-Friday 6am-6pm, Saturday-Sunday 8am-4:30pm',
    );
  });

  test('a closed weekend is left out; noon and midnight read as 12', () => {
    expect(chatHoursWords([...weekdays, day(6, null, null), day(7, null, null)])).toBe(
      'Monday-Friday 6am-6pm',
    );
    expect(chatHoursWords([1, 2, 3, 4, 5].map((d) => day(d, '00:00', '12:00')))).toBe(
      'Monday-Friday 12am-12pm',
    );
    expect(chatHoursWords([])).toBeNull();
  });
});

describe("the chat's forms", () => {
  const errorsOf = async (
    schema: { validate: (v: unknown, o: object) => Promise<unknown> },
    value: unknown,
  ) => {
    try {
      await schema.validate(value, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  test('pre-engagement: Required, 128 characters, a valid e-mail', async () => {
    expect(await errorsOf(preEngagementSchema(), { name: ' ', email: '' })).toEqual([
      'Required',
      'Required',
    ]);
    expect(
      await errorsOf(preEngagementSchema(), {
        name: 'x'.repeat(129),
        email: `${'a'.repeat(120)}@example.com`,
      }),
    ).toEqual(['Cannot be more than 128 characters', 'Cannot be more than 128 characters']);
    expect(await errorsOf(preEngagementSchema(), { name: 'Avery', email: 'avery@' })).toEqual([
      'Must be a valid email',
    ]);
    expect(
      await errorsOf(preEngagementSchema(), { name: 'x'.repeat(128), email: 'a@b.co' }),
    ).toEqual([]);
  });

  test('the dev agent id is required when the dev agent list is shown', async () => {
    const value = { name: 'Avery', email: 'avery@example.com', devAgentId: '' };
    expect(await errorsOf(preEngagementSchema(true), value)).toEqual(['Required']);
    expect(await errorsOf(preEngagementSchema(false), value)).toEqual([]);
  });

  test('bad response: a reason from the list, at most 140 characters more', async () => {
    expect(BAD_RESPONSE_REASONS).toEqual([
      'Answer too vague',
      'Not specific to my application',
      'Not what I was asking about',
      'Other',
    ]);
    expect(await errorsOf(badResponseSchema, { reason: '' })).toEqual(['Please select a reason']);
    expect(await errorsOf(badResponseSchema, { reason: 'Maybe' })).toEqual([
      'Please select a reason',
    ]);
    expect(
      await errorsOf(badResponseSchema, {
        reason: 'Other',
        additionalInformation: 'x'.repeat(141),
      }),
    ).toEqual(['Please restrict your response to 140 characters.']);
    expect(
      await errorsOf(badResponseSchema, {
        reason: 'Other',
        additionalInformation: 'x'.repeat(140),
      }),
    ).toEqual([]);
  });
});
