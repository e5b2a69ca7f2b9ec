/**
 * The default chat provider's prebuilt browser bundle (one file holding the SDK and its
 * dependencies): run as a module it sets `this.Twilio.Conversations`, the same API as the
 * package's typed entry. src/features/chat/twilioChat.ts loads it.
 */
declare module '@twilio/conversations/builds/twilio-conversations.min.js' {
  import type * as Conversations from '@twilio/conversations';

  export const Twilio: { Conversations: typeof Conversations } | undefined;
  const bundle: { Twilio?: { Conversations: typeof Conversations } };
  export default bundle;
}
