/**
 * The default chat provider's SDK (@twilio/conversations' browser bundle) replaced at its module
 * boundary by a fake that raises the same events: initialization, the conversation's messages,
 * participants and state, the connection state, and the token refresh. A test file mocks the
 * bundle with this module and drives the fake through `client()`:
 *
 *   jest.mock('@twilio/conversations/builds/twilio-conversations.min.js', () =>
 *     jest.requireActual('../support/fakeTwilio'),
 *   );
 */
import { EventEmitter } from 'node:events';
import { http, HttpResponse } from 'msw';
import { url } from './server';

export interface MockMessage {
  sid: string;
  author: string;
  body: string;
  dateCreated: Date;
  attachedMedia: { filename: string; size: number }[] | null;
}

class FakeConversation extends EventEmitter {
  state = { current: 'active' };
  messages: MockMessage[] = [];
  participants: { identity: string; attributes: unknown }[] = [];
  /** Each message the app built and sent: its body and media. */
  built: { body: string; media: unknown[] }[] = [];
  getMessages = jest.fn(async () => ({ items: this.messages }));
  getParticipants = jest.fn(async () => this.participants);
  typing = jest.fn(async () => undefined);
  prepareMessage() {
    const draft = { body: '', media: [] as unknown[] };
    const builder = {
      setBody: (body: string) => {
        draft.body = body;
        return builder;
      },
      addMedia: (media: unknown) => {
        draft.media.push(media);
        return builder;
      },
      build: () => ({
        send: async () => {
          this.built.push(draft);
          return 1;
        },
      }),
    };
    return builder;
  }
}

class Client extends EventEmitter {
  static instances: Client[] = [];
  user = { identity: 'customer-identity' };
  conversation = new FakeConversation();
  token: string;
  constructor(given: string) {
    super();
    this.token = given;
    Client.instances.push(this);
  }
  getConversationBySid = jest.fn(async () => this.conversation);
  updateToken = jest.fn(async () => this);
  shutdown = jest.fn(async () => undefined);
}

/** What the bundle sets: this.Twilio.Conversations. */
export const Twilio = { Conversations: { Client } };

/** The fake, as the tests drive it. */
export const sdk = Twilio.Conversations;

/** The client the app made last. */
export const client = () => sdk.Client.instances[sdk.Client.instances.length - 1]!;

/**
 * The lender's side of a chat on the default provider: agents in hours, and the start that
 * gives the SDK its first token (`twilio-token-1`) for the conversation CH123.
 */
export const defaultProviderStart = () => [
  http.get(url('/service-operating-hours/external/api/v1/hours/:department/openStatus'), () =>
    HttpResponse.json({ open: true }),
  ),
  http.post(url('/service-csp/external/api/v1/twilio/initWebChat'), () =>
    HttpResponse.json({
      token: 'twilio-token-1',
      conversationSid: 'CH123',
      omniProxyChannelId: 'omni-1',
      providerChannelId: 'CH123',
      skill: 'FHEL',
    }),
  ),
];
