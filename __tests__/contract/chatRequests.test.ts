/**
 * @jest-environment node
 *
 * The webchat's request bodies (src/contract/chatRequests.ts), read as the sandbox lender reads
 * them: what the app builds passes; each bad field is answered with its message, naming it.
 */
import {
  chatAuthenticateBody,
  chatbotFeedbackBody,
  chatbotMessageBody,
  chatNonceRefreshBody,
  chatTokenRefreshBody,
  type InitWebChatBody,
  initWebChatBody,
  providerMessageBody,
  providerTypingBody,
  webChatInfoBody,
} from '../../src/contract/chatRequests';
import { parseBody } from '../../src/sandbox/bodies';
import { CHATBOT_SENDER_TYPE } from '../../src/features/chat/chatbotChat';
import { agentSkillOf, CHAT_TAG, CHAT_WELCOME_WARNING } from '../../src/features/chat/chatRules';
import { errorsOf } from '../support/requestBodies';
import { PRE_ENGAGEMENT_MESSAGES } from '../../src/contract/chat';
import { REQUIRED_MESSAGE } from '../../src/contract/fieldMessages';
import { i18n } from '../../src/lib/i18n';

const APPLICATION = '3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b';
const IDENTITY = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const bad = (field: string, message: string) => [{ code: 'BAD_REQUEST', field, message }];

/** The init body as the chat saga builds it (a signed-in borrower on an application page). */
const INIT: InitWebChatBody = {
  friendlyName: 'Avery Quinn',
  emailAddress: 'avery@example.com',
  applicationUuid: APPLICATION,
  tag: CHAT_TAG,
  skill: agentSkillOf({ isMainBrand: true, isCrypto: false }),
  welcomeMessage: CHAT_WELCOME_WARNING,
  pageUrl: `https://borrower.example.com/account/heloc/${APPLICATION}/identity`,
  chatMode: 'stream',
  identityUuid: IDENTITY,
  nonce: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  orgCode: 'main',
};

describe('the start of a chat', () => {
  test('takes what the app sends, signed in or not, with the dev agent list or without', () => {
    expect(parseBody(initWebChatBody, { ...INIT })).toMatchObject({
      friendlyName: 'Avery Quinn',
      applicationUuid: APPLICATION,
      skill: 'FHEL',
    });
    const visitor = { ...INIT, applicationUuid: null, identityUuid: null, nonce: null };
    expect(errorsOf(initWebChatBody, visitor)).toEqual([]);
    const dev = {
      ...INIT,
      targetWorkerId: 'WK-sandbox-jordan',
      targetWorkerName: 'WK-sandbox-jordan',
    };
    expect(errorsOf(initWebChatBody, dev)).toEqual([]);
    expect(
      errorsOf(initWebChatBody, { ...INIT, chatMode: 'twilio', skill: 'White Label' }),
    ).toEqual([]);
  });

  test('reads the names trimmed; what is not given, blank, or not an id is none', () => {
    expect(
      parseBody(initWebChatBody, {
        friendlyName: '  Avery ',
        emailAddress: ' avery@example.com ',
        applicationUuid: 'not-an-id',
        skill: ' ',
      }),
    ).toMatchObject({
      friendlyName: 'Avery',
      emailAddress: 'avery@example.com',
      applicationUuid: null,
      identityUuid: null,
      skill: null,
      orgCode: null,
    });
  });

  test('the pre-engagement rules again: Required, 128 characters, a valid email', () => {
    const errorsWith = (change: Record<string, unknown>) =>
      errorsOf(initWebChatBody, { ...INIT, ...change });
    expect(errorsWith({ friendlyName: ' ' })).toEqual(
      bad('friendlyName', i18n._(REQUIRED_MESSAGE)),
    );
    expect(errorsWith({ friendlyName: undefined })).toEqual(
      bad('friendlyName', i18n._(REQUIRED_MESSAGE)),
    );
    expect(errorsWith({ friendlyName: 'x'.repeat(129) })).toEqual(
      bad('friendlyName', i18n._(PRE_ENGAGEMENT_MESSAGES.tooLong)),
    );
    expect(errorsWith({ emailAddress: '' })).toEqual(bad('emailAddress', i18n._(REQUIRED_MESSAGE)));
    expect(errorsWith({ emailAddress: 'avery@' })).toEqual(
      bad('emailAddress', i18n._(PRE_ENGAGEMENT_MESSAGES.invalidEmail)),
    );
    expect(errorsWith({ emailAddress: `${'a'.repeat(120)}@example.com` })).toEqual(
      bad('emailAddress', i18n._(PRE_ENGAGEMENT_MESSAGES.tooLong)),
    );
    // Every problem at once.
    expect(errorsWith({ friendlyName: '', emailAddress: 'x' }).map((e) => e.field)).toEqual([
      'friendlyName',
      'emailAddress',
    ]);
  });

  test('the other fields are text (ids: text or null), within a size; no other field', () => {
    expect(errorsOf(initWebChatBody, { ...INIT, skill: 5 })).toEqual(
      bad('skill', 'Send skill as text of at most 64 characters, or leave it out'),
    );
    expect(
      errorsOf(initWebChatBody, { ...INIT, pageUrl: `https://a.example/${'x'.repeat(2048)}` }),
    ).toEqual(bad('pageUrl', 'Send pageUrl as text of at most 2048 characters, or leave it out'));
    expect(errorsOf(initWebChatBody, { ...INIT, applicationUuid: 7 })).toEqual(
      bad('applicationUuid', 'Send applicationUuid as text, or null'),
    );
    expect(errorsOf(initWebChatBody, { ...INIT, colour: 'red' })[0]).toMatchObject({
      field: 'colour',
      message: expect.stringMatching(/^Unknown field colour; allowed: friendlyName, /),
    });
  });

  test('a nonce is never repeated in a message', () => {
    const secret = 'n'.repeat(600);
    const errors = errorsOf(initWebChatBody, { ...INIT, nonce: secret });
    expect(errors).toEqual(
      bad('nonce', 'Send nonce as text of at most 512 characters, or leave it out'),
    );
    expect(JSON.stringify(errors)).not.toContain(secret);
  });
});

describe('the streaming provider', () => {
  test('a message: text, a file, or both; at most 5000 characters', () => {
    expect(parseBody(providerMessageBody(0), { text: ' Hello ' })).toEqual({ text: 'Hello' });
    expect(parseBody(providerMessageBody(2), { text: '' })).toEqual({ text: '' });
    expect(parseBody(providerMessageBody(1), {})).toEqual({ text: '' });
    expect(errorsOf(providerMessageBody(0), { text: '  ' })).toEqual(
      bad('text', 'A message needs text or a file'),
    );
    expect(errorsOf(providerMessageBody(0), {})).toEqual(
      bad('text', 'A message needs text or a file'),
    );
    expect(errorsOf(providerMessageBody(1), { text: 'x'.repeat(5001) })).toEqual(
      bad('text', 'The message is too long'),
    );
  });

  test('typing, the nonce and its refresh are the call alone', () => {
    for (const schema of [providerTypingBody, chatAuthenticateBody, chatNonceRefreshBody]) {
      expect(errorsOf(schema, {})).toEqual([]);
      expect(errorsOf(schema, { text: 'x' })[0]?.field).toBe('text');
    }
  });
});

describe('the default provider', () => {
  test('a token refresh needs the token, and never says it', () => {
    expect(errorsOf(chatTokenRefreshBody, { token: 'sandbox-0123' })).toEqual([]);
    for (const token of [undefined, '', '  ', 5]) {
      expect(errorsOf(chatTokenRefreshBody, { token })).toEqual(bad('token', 'token is required'));
    }
    const long = 't'.repeat(5000);
    const errors = errorsOf(chatTokenRefreshBody, { token: long });
    expect(errors).toEqual(bad('token', 'Send the token the chat was started with'));
    expect(JSON.stringify(errors)).not.toContain(long);
  });

  test('web-chat info names the chat (none named: the lender answers that no chat is found)', () => {
    expect(parseBody(webChatInfoBody, { omniProxyChannelId: APPLICATION })).toEqual({
      omniProxyChannelId: APPLICATION,
    });
    expect(parseBody(webChatInfoBody, {})).toEqual({ omniProxyChannelId: null });
    expect(errorsOf(webChatInfoBody, { omniProxyChannelId: 5 })).toEqual(
      bad(
        'omniProxyChannelId',
        'Send omniProxyChannelId as text of at most 128 characters, or leave it out',
      ),
    );
  });
});

describe('the chatbot', () => {
  const QUESTION = {
    applicationId: APPLICATION,
    conversationId: null,
    message: 'What is my interest rate?',
    nonce: null,
    organization: 'main',
    pageUrl: 'https://borrower.example.com/account/heloc/',
    senderId: 'avery@example.com',
    senderType: CHATBOT_SENDER_TYPE,
    tag: CHAT_TAG,
  };

  test('a question as the app asks it; a conversation id that is not one starts a new one', () => {
    expect(parseBody(chatbotMessageBody, QUESTION)).toMatchObject({
      message: 'What is my interest rate?',
      conversationId: null,
      applicationId: APPLICATION,
    });
    expect(
      parseBody(chatbotMessageBody, {
        ...QUESTION,
        conversationId: 'conversation-1',
        senderId: '',
      }),
    ).toMatchObject({ conversationId: null, senderId: null });
  });

  test('a question is required, at most 2000 characters', () => {
    expect(errorsOf(chatbotMessageBody, { ...QUESTION, message: ' ' })).toEqual(
      bad('message', 'A message is required'),
    );
    expect(errorsOf(chatbotMessageBody, { ...QUESTION, message: 'x'.repeat(2001) })).toEqual(
      bad('message', 'The message is too long'),
    );
  });

  test('feedback as the app sends it; a reason is required', () => {
    const FEEDBACK = {
      questionId: 'q-1',
      conversationId: 'conversation-1',
      responseToCustomer: 'A HELOC is a line of credit.',
      feedbackMessage: 'Other: too short',
      rating: 0,
      senderEmail: 'avery@example.com',
      senderType: CHATBOT_SENDER_TYPE,
      nonce: null,
    };
    expect(parseBody(chatbotFeedbackBody, FEEDBACK)).toMatchObject({
      questionId: 'q-1',
      feedbackMessage: 'Other: too short',
      rating: 0,
    });
    expect(parseBody(chatbotFeedbackBody, { feedbackMessage: 'Other' })).toMatchObject({
      questionId: null,
      conversationId: null,
      rating: 0,
    });
    expect(errorsOf(chatbotFeedbackBody, { ...FEEDBACK, feedbackMessage: '' })).toEqual(
      bad('feedbackMessage', 'Please select a reason'),
    );
    expect(
      errorsOf(chatbotFeedbackBody, { ...FEEDBACK, feedbackMessage: 'x'.repeat(501) }),
    ).toEqual(bad('feedbackMessage', 'Keep the feedback to 500 characters or fewer'));
    expect(errorsOf(chatbotFeedbackBody, { ...FEEDBACK, rating: 'good' })).toEqual(
      bad('rating', 'Send rating as a number'),
    );
  });
});
