/**
 * The bodies the app sends, read as the sandbox lender reads them: through the contract's request
 * schemas (docs/sandbox.md#other-request-bodies), with the sandbox's own `parseBody`. A test file
 * that calls `checkRequestBodies()` has every such body its tests send checked: none may be
 * refused.
 */
import type { GenericSchema } from 'valibot';
import {
  chatAuthenticateBody,
  chatbotFeedbackBody,
  chatbotMessageBody,
  chatNonceRefreshBody,
  chatTokenRefreshBody,
  initWebChatBody,
  providerMessageBody,
  providerTypingBody,
  webChatInfoBody,
} from '../../src/contract/chatRequests';
import { documentUploadFields } from '../../src/contract/documentRequests';
import { phoneNumberBody } from '../../src/contract/profileRequests';
import {
  decisionRequestBody,
  experimentsBody,
  featureRequestBody,
  featuresRequestBody,
  optimizeProfileBody,
} from '../../src/contract/featureFlagRequests';
import { sessionReplayLinkBody } from '../../src/contract/telemetryRequests';
import { parseBody, readFields } from '../../src/sandbox/bodies';
import { type ApiError, HttpError } from '../../src/sandbox/http';
import { readEventBody, readSessionBody } from '../../src/sandbox/telemetryBodies';
import { server } from './server';

/** The lender's errors for `body` read through `schema` (none when it takes it). */
export function errorsOf<B>(
  schema: GenericSchema<unknown, B>,
  body: Record<string, unknown>,
  options?: { code?: string },
): ApiError[] {
  return errorsOfReading(() => parseBody(schema, body, options));
}

/** The one problem of `body`, as [field, message]. */
export function problemOf(
  schema: GenericSchema<unknown, unknown>,
  body: Record<string, unknown>,
  options?: { code?: string },
): [string | null | undefined, string] | undefined {
  const problems = errorsOf(schema, body, options);
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  return problem && [problem.field, problem.message];
}

function errorsOfReading(read: () => unknown): ApiError[] {
  try {
    read();
    return [];
  } catch (error) {
    if (error instanceof HttpError) return error.errors;
    throw error;
  }
}

/** An upload's text parts as the documents route reads them: no others, each read. */
function readUploadFields(fields: Record<string, unknown>): void {
  const named = Object.keys(documentUploadFields.entries);
  const unknown = Object.keys(fields).filter((key) => !named.includes(key));
  const read = readFields(documentUploadFields, fields);
  const problems: ApiError[] = [
    ...unknown.map((field) => ({ code: 'BAD_REQUEST', message: 'Unknown field', field })),
    ...Object.entries(read).flatMap(([field, value]) =>
      value.ok ? [] : [{ code: 'BAD_REQUEST', message: value.message, field }],
    ),
  ];
  if (problems.length > 0) throw new HttpError(400, problems);
}

type Reader = (body: Record<string, unknown>, files: number) => unknown;

const schema =
  <B>(read: GenericSchema<unknown, B>): Reader =>
  (body) =>
    parseBody(read, body);

/** Which reading each call's body gets, by method and path (the sandbox's routes). */
const READERS: { method: string; path: RegExp; read: Reader }[] = [
  { method: 'POST', path: /\/stream\/init-web-chat$/, read: schema(initWebChatBody) },
  { method: 'POST', path: /\/twilio\/initWebChat$/, read: schema(initWebChatBody) },
  {
    method: 'POST',
    path: /\/channels\/[^/]+\/messages$/,
    read: (body, files) => parseBody(providerMessageBody(files), body),
  },
  { method: 'POST', path: /\/channels\/[^/]+\/typing$/, read: schema(providerTypingBody) },
  { method: 'POST', path: /\/twilio\/refreshToken$/, read: schema(chatTokenRefreshBody) },
  { method: 'POST', path: /\/twilio\/web-chat-info$/, read: schema(webChatInfoBody) },
  { method: 'POST', path: /\/webchat\/authenticate$/, read: schema(chatAuthenticateBody) },
  { method: 'PUT', path: /\/webchat\/refresh$/, read: schema(chatNonceRefreshBody) },
  { method: 'POST', path: /\/message\/chatWithAutobot$/, read: schema(chatbotMessageBody) },
  {
    method: 'POST',
    path: /\/message\/setChatReplyUsedWithFeedback$/,
    read: schema(chatbotFeedbackBody),
  },
  { method: 'POST', path: /^\/ft\/[^/]+\/event$/, read: (body) => readEventBody(body) },
  { method: 'POST', path: /^\/ft\/[^/]+\/session$/, read: (body) => readSessionBody(body) },
  { method: 'POST', path: /\/api\/v1\/feature$/, read: schema(featureRequestBody) },
  { method: 'POST', path: /\/api\/v1\/features$/, read: schema(featuresRequestBody) },
  { method: 'POST', path: /\/api\/v2\/decision$/, read: schema(decisionRequestBody) },
  { method: 'PUT', path: /\/heloc\/[^/]+\/full-story-link$/, read: schema(sessionReplayLinkBody) },
  { method: 'PATCH', path: /\/heloc\/optermizerly-profile$/, read: schema(optimizeProfileBody) },
  { method: 'PATCH', path: /\/heloc\/[^/]+\/experiments$/, read: schema(experimentsBody) },
  { method: 'POST', path: /\/heloc\/[^/]+\/documents$/, read: (body) => readUploadFields(body) },
  { method: 'PUT', path: /\/profile\/phone$/, read: schema(phoneNumberBody) },
];

export interface Refused {
  method: string;
  path: string;
  body: Record<string, unknown>;
  errors: ApiError[];
}

/** What the lender says of one call's body: its errors, or null for a call read elsewhere. */
export function refusal(
  method: string,
  path: string,
  body: Record<string, unknown>,
  files = 0,
): ApiError[] | null {
  const reader = READERS.find((entry) => entry.method === method && entry.path.test(path));
  return reader ? errorsOfReading(() => reader.read(body, files)) : null;
}

/** A request's body as the sandbox gets it: JSON, or a form's text parts and its file count. */
async function bodyOf(request: Request): Promise<{ body: Record<string, unknown>; files: number }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.clone().formData();
    const body: Record<string, unknown> = {};
    let files = 0;
    form.forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
      else files += 1;
    });
    return { body, files };
  }
  const text = await request.clone().text();
  return { body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, files: 0 };
}

/**
 * Checks every body the file's tests send to a call this table reads: after each test, none may
 * have been refused. (Re-listens before each test: tests may remove the server's listeners.)
 */
export function checkRequestBodies(): void {
  let refused: Refused[] = [];
  let reading: Promise<void>[] = [];
  const listen = () =>
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      reading.push(
        bodyOf(request).then(({ body, files }) => {
          const errors = refusal(request.method, pathname, body, files);
          if (errors?.length)
            refused.push({ method: request.method, path: pathname, body, errors });
        }),
      );
    });
  beforeEach(() => {
    refused = [];
    reading = [];
    listen();
  });
  afterEach(async () => {
    await Promise.all(reading);
    expect(refused).toEqual([]);
  });
}
