/**
 * Where the lender's services answer: the path prefixes of the calls (docs/architecture.md#the-calls),
 * for the app's endpoints and the table of calls alike.
 */

/** The application service's HELOC applications: a step's calls go under `${HELOC_PATH}/{uuid}`. */
export const HELOC_PATH = '/service-application/api/v1/application/heloc';
/** The same service's later version, for the experiment records. */
export const HELOC_V3_PATH = '/service-application/api/v3/application/heloc';
/** A department's hours: `${OPERATING_HOURS_PATH}/{department}`. */
export const OPERATING_HOURS_PATH = '/service-operating-hours/external/api/v1/hours';
/** The decision service (feature flags and experiments). */
export const OPTIMIZE_PATH = '/service-optimize/external/api';
/** The webchat's default provider. */
export const TWILIO_CHAT_PATH = '/service-csp/external/api/v1/twilio';
/** The signed-in chatter's nonce. */
export const WEBCHAT_AUTH_PATH = '/service-csp/customer/secure/api/v1/webchat';
/** The chatbot. */
export const CHATBOT_PATH = '/service-chat-chatbot/external/api/v1/message';
/** The streaming provider's start. */
export const STREAM_CHAT_PATH = '/service-omni-proxy/insecure/api/v1/stream';
/** The streaming provider's channels. */
export const CHAT_PROVIDER_PATH = '/service-chat-provider/api/v1/channels';
