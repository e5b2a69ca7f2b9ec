/**
 * The hosts the default chat provider (@twilio/conversations 3, region us1, its default) talks
 * to: the twilsock websocket, the typing and API endpoint, the media service and the sync
 * service (read off the SDK: tsock, aim, mcs and cds .{region}.twilio.com). The page's
 * Content-Security-Policy allows exactly these for the default provider, so that when Twilio
 * cannot be reached the chat fails with the chat's alert, never on the policy. The streaming
 * provider talks only to the app's own origin (omni-proxy websocket and messages API).
 */
export const DEFAULT_CHAT_PROVIDER_REGION = 'us1';

export const DEFAULT_CHAT_PROVIDER_CONNECT_SOURCES: readonly string[] = [
  `wss://tsock.${DEFAULT_CHAT_PROVIDER_REGION}.twilio.com`,
  `https://aim.${DEFAULT_CHAT_PROVIDER_REGION}.twilio.com`,
  `https://mcs.${DEFAULT_CHAT_PROVIDER_REGION}.twilio.com`,
  `https://cds.${DEFAULT_CHAT_PROVIDER_REGION}.twilio.com`,
];
