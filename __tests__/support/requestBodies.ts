/**
 * Request bodies as the sandbox lender reads them (`parseBody`, src/sandbox/bodies.ts): for the
 * contract's tests of its request schemas, and for the mock server, which checks every body the
 * app sends against its call's schema (src/contract/calls.ts; support/server.ts).
 */
import { getResponse, type RequestHandler } from 'msw';
import type { GenericSchema } from 'valibot';
import { callsOf } from '../../src/contract/calls';
import { HELOC_PATH } from '../../src/contract/paths';
import { CHAT_PROVIDER_PATH } from '../../src/contract/supportPaths';
import { type BodyOptions, parseBody } from '../../src/sandbox/bodies';
import { type ApiError, HttpError } from '../../src/sandbox/http';
import type { OrgRecord, PersonRecord } from '../../src/sandbox/records';
import { newApplicationRules } from '../../src/sandbox/registration';
import { signatureMatches } from '../../src/sandbox/routes/fundingSteps';
import { makeOrgInfo } from './fixtures';

/** The lender's errors for `body` read through `schema` (none when it takes it). */
export function errorsOf<B>(
  schema: GenericSchema<unknown, B>,
  body: Record<string, unknown>,
  options?: BodyOptions,
): ApiError[] {
  return errorsOfReading(() => parseBody(schema, body, options));
}

/** The one problem of `body`, as [field, message]. */
export function problemOf(
  schema: GenericSchema<unknown, unknown>,
  body: Record<string, unknown>,
  options?: BodyOptions,
): [string | null | undefined, string] | undefined {
  const problems = errorsOf(schema, body, options);
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  return problem && [problem.field, problem.message];
}

/** The lender's errors when `read` refuses a body (none when it takes it). */
export function errorsOfReading(read: () => unknown): ApiError[] {
  try {
    read();
    return [];
  } catch (error) {
    if (error instanceof HttpError) return error.errors;
    throw error;
  }
}

/** A request's body as the lender gets it: JSON, or a form's text parts (its files apart). */
async function bodyOf(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.clone().formData();
    const parts: Record<string, unknown> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') parts[key] = value;
    });
    return parts;
  }
  const text = await request.clone().text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The mock server's answer to a GET of `path` (its handlers at the time), or null. */
type Ask = (path: string) => Promise<unknown>;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const uuidsOf = (answer: unknown) =>
  listOf(asRecord(answer).documents).map((d) => String(asRecord(d).uuid).toLowerCase());

const PROFILE_PATH = '/service-profile/api/v1/profile';
const STATE_LICENCES_PATH = '/service-application/external/api/v1/heloc/state-licenses';

/** The organisation the unit tests' lender serves: the fixtures' (support/fixtures.ts). */
const ORG = makeOrgInfo();
const orgRecord = { info: ORG } as OrgRecord;
const PRICING: Record<string, unknown> = Object.assign({}, ...ORG.orgPricingData);

/** The organisation's licences as the mock server answers them. */
const licencesOf = async (ask: Ask) =>
  listOf(await ask(STATE_LICENCES_PATH)).map((l) => String(asRecord(l).abbrev));

/**
 * For each call whose body's schema depends on the lender's records (its row holds a function,
 * src/contract/calls.ts), the records it is read against, as the mock server answers them: the
 * arguments of the contract's function, which the sandbox lender calls with its stored records
 * (docs/architecture.md#test-data-from-the-contract).
 */
const RECORDS: Record<string, (ask: Ask, uuid: string, request: Request) => Promise<unknown[]>> = {
  [`PUT ${HELOC_PATH}/:uuid/offer`]: async (ask, uuid) => [
    await ask(`${HELOC_PATH}/${uuid}`),
    PRICING,
  ],
  [`PUT ${HELOC_PATH}/:uuid/more-info`]: async (ask) => [
    asRecord(await ask(PROFILE_PATH)).hasSsn === true,
  ],
  [`POST ${HELOC_PATH}/:uuid/disclosures/accept`]: async (ask, uuid) => [
    uuidsOf(await ask(`${HELOC_PATH}/${uuid}/disclosures`)),
  ],
  [`PUT ${HELOC_PATH}/:uuid/notary/manual`]: async (ask, uuid) => [
    listOf(asRecord(await ask(`${HELOC_PATH}/${uuid}/notary/slots`)).slots).map(String),
  ],
  // The name the lender holds: the profile's, else the application's (as the app reads it).
  [`POST ${HELOC_PATH}/:uuid/sign`]: async (ask, uuid) => {
    const profile = asRecord(await ask(PROFILE_PATH));
    const name = profile.name ?? asRecord(await ask(`${HELOC_PATH}/${uuid}`)).name ?? null;
    const person = { profile: { ...profile, name } } as unknown as PersonRecord;
    return [
      {
        isSignature: (typed: string) => signatureMatches(typed, person),
        documents: uuidsOf(await ask(`${HELOC_PATH}/${uuid}/closing-documents`)),
      },
    ];
  },
  // The borrower has an account; the mock server's lender knows no other.
  [`POST ${HELOC_PATH}/:uuid/signers`]: async (ask) => {
    const own = String(asRecord(await ask(PROFILE_PATH)).email ?? '').toLowerCase();
    return [(email: string) => email === own];
  },
  [`POST ${HELOC_PATH}`]: async (ask) => [
    newApplicationRules({ ...orgRecord, licences: await licencesOf(ask) }, false),
  ],
  ['POST /identity/api/v1/registration/register']: async (ask) => [
    newApplicationRules({ ...orgRecord, licences: await licencesOf(ask) }),
  ],
  [`POST ${CHAT_PROVIDER_PATH}/:channelId/messages`]: async (_ask, _uuid, request) => {
    const type = request.headers.get('content-type') ?? '';
    if (!type.startsWith('multipart/form-data')) return [0];
    const form = await request.clone().formData();
    return [[...form.values()].filter((value) => typeof value !== 'string').length];
  },
};

/** A GET answered by `handlers` (none of the network, nothing checked), read as JSON. */
function askerOf(handlers: readonly RequestHandler[], origin: string): Ask {
  return async (path) => {
    const response = await getResponse([...handlers], new Request(`${origin}${path}`));
    if (!response?.ok) return null;
    try {
      return (await response.json()) as unknown;
    } catch {
      return null;
    }
  };
}

/**
 * What the lender says of the body of a request the app made: its errors (none when it takes
 * it), or null when the table gives the call no schema. A body whose schema depends on the
 * lender's records is read against the records `handlers` answer (RECORDS).
 */
export async function bodyRefusal(
  request: Request,
  handlers: readonly RequestHandler[] = [],
): Promise<ApiError[] | null> {
  // Taken now: the handler reads the request's body while the records are asked for.
  const sent = request.clone();
  const url = new URL(request.url);
  const [call] = callsOf(request.method, url.pathname);
  const body = call?.body;
  if (!call || !body) return null;
  let schema: GenericSchema<unknown, unknown>;
  if (typeof body === 'function') {
    const records = RECORDS[`${call.method} ${call.path}`];
    if (!records) throw new Error(`No records stated for the body of ${call.method} ${call.path}`);
    const uuid = /\/heloc\/([^/]+)/.exec(url.pathname)?.[1] ?? '';
    schema = body(...(await records(askerOf(handlers, url.origin), uuid, sent)));
  } else {
    schema = body;
  }
  const read = await bodyOf(sent);
  if (read === null) return [{ code: 'BAD_REQUEST', message: 'The body is not a JSON object' }];
  return errorsOf(schema, read);
}
