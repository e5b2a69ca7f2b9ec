/**
 * @jest-environment node
 */
import {
  providerMessageOf,
  readChatbotAnswer,
  readChatHistory,
  readChatNonce,
  readChatTokenRefresh,
  readChatWeek,
  readInitWebChatAnswer,
  readProviderMessage,
  readProviderMessages,
} from '../../src/contract/chat';

const EPOCH = new Date(0).toISOString();

test('a provider message without an id, a text body or a known sender is not one', () => {
  expect(providerMessageOf({ id: 'm1', from: 'agent', body: 'Hello', at: 'T' })).toEqual({
    id: 'm1',
    from: 'agent',
    body: 'Hello',
    at: 'T',
  });
  expect(providerMessageOf({ id: 'm1', from: 'agent', body: { text: 'Hello' } })).toBeNull();
  expect(providerMessageOf({ id: 'm1', from: 'system', body: 'Hello' })).toBeNull();
  expect(providerMessageOf({ from: 'agent', body: 'Hello' })).toBeNull();
  expect(providerMessageOf(['m1'])).toBeNull();
  expect(() => readProviderMessage({ id: 'm1', from: 'bot' })).toThrow(
    'The chat message answer was not in the expected form',
  );
});

test("a message's time defaults to the epoch; attachments without a name are left out", () => {
  expect(
    providerMessageOf({
      id: 'm1',
      from: 'customer',
      body: '',
      attachments: [{ name: 'a.pdf', size: 'big' }, { size: 3 }, 'b.pdf', null],
      extra: true,
    }),
  ).toEqual({
    id: 'm1',
    from: 'customer',
    body: '',
    at: EPOCH,
    attachments: [{ name: 'a.pdf', size: 0 }],
  });
  // No attachment left: no attachments field at all.
  expect(providerMessageOf({ id: 'm1', from: 'bot', body: 'b', attachments: [{}] })).toEqual({
    id: 'm1',
    from: 'bot',
    body: 'b',
    at: EPOCH,
  });
});

test('the messages answer drops what is not a message and defaults its flags', () => {
  expect(
    readProviderMessages({
      frozen: 'yes',
      messages: [{ id: 'm1', from: 'agent', body: 'Hi' }, { id: 'm2', from: 'agent', body: 7 }, []],
    }),
  ).toEqual({
    frozen: false,
    agentJoined: false,
    messages: [{ id: 'm1', from: 'agent', body: 'Hi', at: EPOCH }],
  });
  expect(() => readProviderMessages([])).toThrow(
    'The chat messages answer was not in the expected form',
  );
});

test('the init answer reads missing ids as null and refuses a list', () => {
  expect(readInitWebChatAnswer({ token: 't', skill: 4 })).toEqual({
    token: 't',
    conversationSid: null,
    omniProxyChannelId: null,
    providerChannelId: null,
    providerUserId: null,
    providerUserToken: null,
    skill: null,
  });
  expect(() => readInitWebChatAnswer([])).toThrow(
    'The chat start answer was not in the expected form',
  );
  expect(readChatTokenRefresh({ token: 3 })).toEqual({ token: null, message: null });
});

test('the chatbot answer and the nonce are refused without their ids', () => {
  expect(readChatbotAnswer({ conversationId: 'c', questionId: 5 })).toEqual({
    conversationId: 'c',
    questionId: '',
    responseToCustomer: '',
  });
  expect(() => readChatbotAnswer({ conversationId: '' })).toThrow(
    'The chatbot answer was not in the expected form',
  );
  expect(readChatNonce({ nonce: 'n' })).toEqual({ nonce: 'n' });
  expect(() => readChatNonce({ nonce: '' })).toThrow(
    'The chat nonce answer was not in the expected form',
  );
});

test('the history and the week are lists: what is not an entry is left out, never refused', () => {
  expect(readChatHistory([{ questionId: 'q', createdDt: 3 }, [], 'x'])).toEqual([
    { questionId: 'q', questionStr: '', responseStr: '', createdDt: '', conversationId: '' },
  ]);
  expect(readChatHistory({ history: [] })).toEqual([]);
  const day = { weekdayValue: 1, startTime: '08:00', endTime: 17 };
  const read = [{ weekdayValue: 1, startTime: '08:00', endTime: null }];
  expect(readChatWeek({ weekdays: [day, []] })).toEqual(read);
  expect(readChatWeek([day])).toEqual(read);
  expect(readChatWeek('closed')).toEqual([]);
});
