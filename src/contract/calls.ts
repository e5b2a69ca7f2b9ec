/**
 * The lender's calls the app makes, each stated once: its method, its path (`:name` for a part
 * the app fills in), the schema the app reads its answer with (null when the app reads nothing of
 * it) and the schema the lender reads its body with (docs/architecture.md#the-calls). The tests
 * check every answer they are given, and every body the app sends them, against it. The app
 * imports this table as a type only: it names every schema.
 */
import { accountAccessSchema } from './accountAccess';
import { accountsSchema } from './accounts';
import { applicationSchema, applicationsSchema } from './application';
import {
  chatbotAnswerSchema,
  chatHistorySchema,
  chatNonceSchema,
  chatOpenStatusSchema,
  chatTokenRefreshSchema,
  initWebChatAnswerSchema,
  providerMessageSchema,
  providerMessagesSchema,
  webChatInfoSchema,
} from './chat';
import * as chatBodies from './chatRequests';
import { conditionsSchema } from './conditions';
import { documentUploadFields } from './documentRequests';
import { documentCopiesSchema, documentListSchema } from './documents';
import {
  decisionSchema,
  featureFlagSchema,
  optimizeProfileSchema,
  userFeaturesSchema,
} from './featureFlags';
import {
  decisionRequestBody,
  experimentsBody,
  featureRequestBody,
  featuresRequestBody,
  optimizeProfileBody,
} from './featureFlagRequests';
import { identitySchema } from './identity';
import { loanOriginatorSchema } from './loanOriginator';
import { notarySlotsSchema } from './notary';
import { operatingHoursSchema } from './operatingHours';
import {
  CHAT_PROVIDER_PATH,
  CHATBOT_PATH,
  STREAM_CHAT_PATH,
  TWILIO_CHAT_PATH,
  WEBCHAT_AUTH_PATH,
  HELOC_V3_PATH,
  OPERATING_HOURS_PATH,
  STATE_LICENCES_PATH,
} from './supportPaths';
import { HELOC_PATH, HELOC_STATUS_PATH, OPTIMIZE_PATH } from './paths';
import { profileSchema } from './profile';
import { brokerLoginBody, ceoFeedbackBody, phoneNumberBody, signInBody } from './profileRequests';
import { registerAnswerSchema, startApplicationAnswerSchema } from './registration';
import { newApplicationBody, registerBody } from './registrationRequests';
import * as stepBodies from './requests';
import type { v } from './schema';
import { redirectAnswerSchema } from './session';
import { coDeedStatusSchema, signInSchema } from './signer';
import { esignConsentBody, inviteSignerBody, notarySessionBody, signBody } from './signingRequests';
import { stateLicencesSchema } from './stateLicences';
import { statusResponseSchema } from './status';
import { telemetrySessionSchema } from './telemetry';
import {
  sessionReplayLinkBody,
  telemetryEventBody,
  telemetrySessionBody,
} from './telemetryRequests';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Fields an answer's reading interprets rather than takes as they are: `derived`, made by the
 * reading from others (a condition's accountLast4, from the account number that never enters the
 * store); `interpreted`, whose value the reading may turn into another (a server state outside
 * the list reads as null, unmatched). Neither is a shortfall of the answer.
 */
export interface Readings {
  derived?: readonly string[];
  interpreted?: readonly string[];
}

export interface Call {
  method: Method;
  /**
   * From the origin, without the query: `/service-…/heloc/:uuid/liens`. The app may make it under
   * a base it is configured with (docs/architecture.md#the-calls): `callMatch` finds it there too.
   */
  path: string;
  /**
   * The answer's schema, as the app reads it; null when the app reads nothing of it. Where the
   * app reshapes an answer as it reads it (the chat's days out of the week, the notifications out
   * of the accounts), the schema of the answer as the lender sends it.
   */
  answer: Schema | null;
  readings?: Readings;
  /**
   * The body's schema, as the lender reads it: the schema itself, or, where what the lender takes
   * depends on its records (the offer's maximum, the disclosures listed), the function making it
   * from them. Absent for a call without a body, and for a body the lender reads whole against
   * the application (the liens, HMDA: docs/sandbox.md#step-writes). An upload's body is its text
   * parts.
   */
  body?: Body;
}

type Schema = v.GenericSchema<unknown, unknown>;
// The records a body's schema is made from are the call's own; a table of calls holds them all.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Schema | ((...records: any[]) => Schema);

/** A server state outside the list reads as null (unmatched): the lender may answer one. */
const STATE: Readings = { interpreted: ['state'] };

/** The application's writes: each answers the updated application. */
const APPLICATION_WRITES: readonly [Method, string, Body | undefined][] = [
  ['PUT', 'liens', undefined],
  ['PUT', 'offer', stepBodies.offerBodyFor],
  ['PUT', 'asset-depletion', stepBodies.assetDepletionBody],
  ['POST', 'prequal-winback', stepBodies.prequalWinbackBody],
  ['PUT', 'more-info', stepBodies.moreInfoBody],
  ['PUT', 'hmda', undefined],
  ['POST', 'submit', stepBodies.submitBody],
  ['PUT', 'ssn', stepBodies.ssnBody],
  ['POST', 'credit/retry', stepBodies.creditRetryBody],
  ['POST', 'disclosures/accept', stepBodies.acceptDisclosuresBody],
  ['POST', 'lien-attestation', stepBodies.lienAttestationBody],
  ['PUT', 'employment', stepBodies.employmentBody],
  ['PUT', 'disburse-account', stepBodies.disburseAccountBody],
  ['POST', 'disburse-account/confirm', stepBodies.confirmDisburseAccountBody],
  ['PUT', 'autopay-account', stepBodies.autopayAccountBody],
  ['PUT', 'autopay', stepBodies.autopayBody],
  ['PUT', 'home-value', stepBodies.homeValueBody],
  ['POST', 'bpo', stepBodies.bpoBody],
  ['POST', 'sign', signBody],
  ['POST', 'esign-consent', esignConsentBody],
  ['POST', 'signers', inviteSignerBody],
  ['PUT', 'notary', stepBodies.notaryBody],
  ['PUT', 'notary/manual', stepBodies.notaryManualBody],
  ['POST', 'notary/session', notarySessionBody],
  ['POST', 'insurance/complete', stepBodies.insuranceCompleteBody],
  ['POST', 'rescind', stepBodies.rescindBody],
];

export const CALLS: readonly Call[] = [
  // The application and its steps.
  { method: 'GET', path: `${HELOC_PATH}/all`, answer: applicationsSchema, readings: STATE },
  { method: 'GET', path: `${HELOC_PATH}/co-deed/status`, answer: coDeedStatusSchema },
  {
    method: 'POST',
    path: HELOC_PATH,
    answer: startApplicationAnswerSchema,
    body: newApplicationBody,
  },
  { method: 'GET', path: `${HELOC_PATH}/:uuid`, answer: applicationSchema, readings: STATE },
  {
    method: 'GET',
    path: `${HELOC_PATH}/:uuid/disclosures`,
    answer: documentListSchema('accepted'),
  },
  {
    method: 'GET',
    path: `${HELOC_PATH}/:uuid/closing-documents`,
    answer: documentListSchema('signed'),
  },
  { method: 'GET', path: `${HELOC_PATH}/:uuid/document-copies`, answer: documentCopiesSchema },
  { method: 'GET', path: `${HELOC_PATH}/:uuid/notary/slots`, answer: notarySlotsSchema },
  ...APPLICATION_WRITES.map(([method, write, body]): Call => ({
    method,
    path: `${HELOC_PATH}/:uuid/${write}`,
    answer: applicationSchema,
    readings: STATE,
    ...(body ? { body } : {}),
  })),
  // Uploads answer the document kept; the app reads only whether they succeeded.
  {
    method: 'POST',
    path: `${HELOC_PATH}/:uuid/documents`,
    answer: null,
    body: documentUploadFields,
  },
  {
    method: 'PUT',
    path: `${HELOC_PATH}/:uuid/full-story-link`,
    answer: null,
    body: sessionReplayLinkBody,
  },
  {
    method: 'GET',
    path: `${HELOC_STATUS_PATH}/:uuid/status`,
    answer: statusResponseSchema,
    readings: STATE,
  },
  {
    method: 'GET',
    path: '/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants',
    answer: conditionsSchema,
    readings: { derived: ['accountLast4'] },
  },
  {
    method: 'GET',
    path: STATE_LICENCES_PATH,
    answer: stateLicencesSchema,
  },

  // Registration and sessions.
  {
    method: 'POST',
    path: '/identity/api/v1/registration/register',
    answer: registerAnswerSchema,
    body: registerBody,
  },
  { method: 'POST', path: '/identity/api/v1/login', answer: signInSchema, body: signInBody },
  {
    method: 'POST',
    path: '/identity-broker/:variant/api/v3/login',
    answer: redirectAnswerSchema,
    body: brokerLoginBody,
  },
  {
    method: 'POST',
    path: '/identity-broker/:variant/secure/api/v3/logout',
    answer: redirectAnswerSchema,
  },
  {
    method: 'GET',
    path: '/identity-broker/:variant/secure/api/v3/self/figureinfo',
    answer: identitySchema,
  },
  { method: 'GET', path: '/identity/secure/api/v1/identity', answer: identitySchema },
  { method: 'GET', path: '/identity/secure/api/v1_1/identity', answer: identitySchema },

  // The person.
  { method: 'GET', path: '/service-profile/api/v1/profile', answer: profileSchema },
  {
    method: 'PUT',
    path: '/service-profile/api/v1/profile/phone',
    answer: null,
    body: phoneNumberBody,
  },
  {
    method: 'POST',
    path: '/service-profile/api/v1/feedback/ceo',
    answer: null,
    body: ceoFeedbackBody,
  },
  // Read twice: the accounts, and the notifications inside them (notificationsSchema).
  { method: 'GET', path: '/service-wallet/secure/api/v4/account', answer: accountsSchema },
  {
    method: 'GET',
    path: '/service-wallet/secure/api/v4/account/access',
    answer: accountAccessSchema,
  },
  { method: 'GET', path: '/service-lead-portal/api/lo/:uuid', answer: loanOriginatorSchema },

  // Hours and the chat.
  { method: 'GET', path: `${OPERATING_HOURS_PATH}/:department`, answer: operatingHoursSchema },
  {
    method: 'GET',
    path: `${OPERATING_HOURS_PATH}/:department/openStatus`,
    answer: chatOpenStatusSchema,
  },
  // The chat reads the days of it (chatWeekSchema).
  { method: 'GET', path: `${OPERATING_HOURS_PATH}/:department/week`, answer: operatingHoursSchema },
  {
    method: 'POST',
    path: `${STREAM_CHAT_PATH}/init-web-chat`,
    answer: initWebChatAnswerSchema,
    body: chatBodies.initWebChatBody,
  },
  {
    method: 'POST',
    path: `${TWILIO_CHAT_PATH}/initWebChat`,
    answer: initWebChatAnswerSchema,
    body: chatBodies.initWebChatBody,
  },
  {
    method: 'POST',
    path: `${TWILIO_CHAT_PATH}/refreshToken`,
    answer: chatTokenRefreshSchema,
    body: chatBodies.chatTokenRefreshBody,
  },
  {
    method: 'POST',
    path: `${TWILIO_CHAT_PATH}/web-chat-info`,
    answer: webChatInfoSchema,
    body: chatBodies.webChatInfoBody,
  },
  {
    method: 'POST',
    path: `${WEBCHAT_AUTH_PATH}/authenticate`,
    answer: chatNonceSchema,
    body: chatBodies.chatAuthenticateBody,
  },
  {
    method: 'PUT',
    path: `${WEBCHAT_AUTH_PATH}/refresh`,
    answer: chatNonceSchema,
    body: chatBodies.chatNonceRefreshBody,
  },
  {
    method: 'GET',
    path: `${CHAT_PROVIDER_PATH}/:channelId/messages`,
    answer: providerMessagesSchema,
  },
  {
    method: 'POST',
    path: `${CHAT_PROVIDER_PATH}/:channelId/messages`,
    answer: providerMessageSchema,
    body: chatBodies.providerMessageBody,
  },
  {
    method: 'POST',
    path: `${CHAT_PROVIDER_PATH}/:channelId/typing`,
    answer: null,
    body: chatBodies.providerTypingBody,
  },
  {
    method: 'POST',
    path: `${CHATBOT_PATH}/chatWithAutobot`,
    answer: chatbotAnswerSchema,
    body: chatBodies.chatbotMessageBody,
  },
  {
    method: 'GET',
    path: `${CHATBOT_PATH}/getChatHistory/:conversationId`,
    answer: chatHistorySchema,
  },
  {
    method: 'POST',
    path: `${CHATBOT_PATH}/setChatReplyUsedWithFeedback`,
    answer: null,
    body: chatBodies.chatbotFeedbackBody,
  },

  // Flags, experiments and telemetry.
  {
    method: 'POST',
    path: `${OPTIMIZE_PATH}/v1/feature`,
    answer: featureFlagSchema,
    body: featureRequestBody,
  },
  {
    method: 'POST',
    path: `${OPTIMIZE_PATH}/v1/features`,
    answer: userFeaturesSchema,
    body: featuresRequestBody,
  },
  {
    method: 'POST',
    path: `${OPTIMIZE_PATH}/v2/decision`,
    answer: decisionSchema,
    body: decisionRequestBody,
  },
  { method: 'GET', path: `${HELOC_V3_PATH}/optermizerly-profile`, answer: optimizeProfileSchema },
  {
    method: 'PATCH',
    path: `${HELOC_V3_PATH}/optermizerly-profile`,
    answer: null,
    body: optimizeProfileBody,
  },
  {
    method: 'PATCH',
    path: `${HELOC_V3_PATH}/:uuid/experiments`,
    answer: null,
    body: experimentsBody,
  },
  {
    method: 'POST',
    path: '/ft/:context/session',
    answer: telemetrySessionSchema,
    body: telemetrySessionBody,
  },
  { method: 'POST', path: '/ft/:context/event', answer: null, body: telemetryEventBody },
];

/** A call as a request makes it: the base it went under, and the parts the app filled in. */
export interface CallMatch {
  call: Call;
  /** What comes before the call's own path (`/gateway`), or '' on the origin. */
  base: string;
  params: Record<string, string>;
}

/**
 * Each call's path as a pattern: any base (whole segments) before it, its `:name` parts
 * captured by name. The base is the shortest that fits.
 */
const PATTERNS = CALLS.map((call) => {
  const own = call.path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:(\w+)/g, (_part, name: string) => `(?<${name}>[^/]+)`);
  return { call, pattern: new RegExp(`^(?<base>(?:/[^/]+)*?)${own}$`) };
});

const filledIn = (call: Call) => (call.path.match(/:\w+/g) ?? []).length;

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/**
 * The table's matcher (docs/architecture.md#the-calls): which call a request is, under whatever
 * base the app was configured with (docs/requests.md#what-every-call-carries), and what it
 * filled in. One, or none when the contract states no such call; two only where two rows state
 * the same call. A path that fits two rows is the call with the shorter base, then the one with
 * fewer parts filled in (`.../heloc/all` also fits `.../heloc/:uuid`).
 */
export function callMatches(method: string, urlPath: string): CallMatch[] {
  const path = urlPath.split(/[?#]/)[0]!;
  const matches = PATTERNS.flatMap(({ call, pattern }): CallMatch[] => {
    if (call.method !== method.toUpperCase()) return [];
    const groups = pattern.exec(path)?.groups;
    if (!groups) return [];
    const { base, ...params } = groups;
    const parts = Object.entries(params).map(([name, part]) => [name, decoded(part!)]);
    return [{ call, base: base!, params: Object.fromEntries(parts) }];
  });
  const shortest = Math.min(...matches.map(({ base }) => base.length));
  const nearest = matches.filter(({ base }) => base.length === shortest);
  const fewest = Math.min(...nearest.map(({ call }) => filledIn(call)));
  return nearest.filter(({ call }) => filledIn(call) === fewest);
}

/** The calls a request is (callMatches, without the base and the parts). */
export function callsOf(method: string, urlPath: string): Call[] {
  return callMatches(method, urlPath).map(({ call }) => call);
}
