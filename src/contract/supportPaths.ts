/**
 * Where the supporting areas' services answer: operating hours, the webchat, the experiment
 * records, the state licences (docs/architecture.md#the-calls). Apart from paths.ts: their code
 * loads after the first screen, and what the first screen does not use stays out of it
 * (docs/performance.md#the-first-screen).
 */

/** The same service's later version, for the experiment records. */
export const HELOC_V3_PATH = '/service-application/api/v3/application/heloc';
/**
 * Where the lender lends: an organisation's state licences (`?orgCode=`), for the footer and the
 * registration's property step.
 */
export const STATE_LICENCES_PATH = '/service-application/external/api/v1/heloc/state-licenses';
/** A department's hours: `${OPERATING_HOURS_PATH}/{department}`. */
export const OPERATING_HOURS_PATH = '/service-operating-hours/external/api/v1/hours';

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
