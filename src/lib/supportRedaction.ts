/**
 * What support gets (docs/support.md#what-support-files-hold): Redux DevTools, exported action
 * logs, the app's log. Secrets are removed (./redact.ts), then an allow-list: a value leaves only
 * under a field named below as not personal; every other text or number is replaced by its shape,
 * whatever its key. A module of its own, loaded when something leaves for support, so the first
 * screen does not carry it.
 */
import { copyWith, type Place, redact, REDACTED } from './redact';

/** Identifiers: the app's and the lender's ids, RTK Query's and the router's keys, handles. */
const ID_FIELD =
  /^(uuid|id|sid|key|seq|requestId|loanNumber)$|.(Uuid|Id|Ids|Key|Handle|Sid)$|^documents$/;
/** Server states, steps, statuses, codes and enumerations: no spaces. */
const CODE_FIELD =
  /^(type|state|status|serverState|localStep|step|phase|kind|trigger|source|from|mode|method|decision|bpo|payType|accountType|ownership|employmentType|condition|code|endpointName|reducerPath|invalidationBehavior|op|variation|experimentName|orgCode|canonicalOrgCode|channel|provider|skill|tag|topic|weekday|abbrev|categoryEnum|level|platform|productType|eventType|department|domain|appVersion|libVersion|additionalSignerVersion|version|navigationType|chatMode)$|.(Status|Type|State|Step|Mode|Decision|Version|Enum)$/;
const CODE_SHAPE = /^[\w.:/-]{0,200}$/;
/**
 * The app's own explanations of a routing decision, made of states, steps and paths: its rule and
 * reason, and the names of the local step machine's moves in its trail.
 */
const EXPLANATION_FIELD = /^(rule|reason)$/;
const isExplanation = ({ field, owner }: Place) =>
  EXPLANATION_FIELD.test(field) || (owner === 'trail' && field === 'name');
/** The app's addresses and the organisation's links: a path, or a whole address. */
const PATH_FIELD = /^(pathname|fromPathname|pagePath|to|path|hash|redirectUrl|url)$|.(Url|URL)$/;
/**
 * The actions whose payload is one text that is an id or a path of the app's: the api's own id
 * as RTK Query registers it, a toast's or an announcement's id, the path routing arrived at.
 * Any other action's text payload (a message not sent, say) is free text.
 */
export const ID_PAYLOAD_ACTIONS: readonly string[] = [
  'api/config/middlewareRegistered',
  'feedback/toastDismissed',
  'feedback/announcementCleared',
  'routing/routingArrived',
];
/** The organisation's brand colours. */
const COLOUR_FIELD = /.Color$/;
const COLOUR_SHAPE = /^#[\da-f]{3,8}$/i;
/** The query string of an address. */
const SEARCH_FIELD = /^search$/;
/** Query parameters of the app's own: their values are steps, ids and switches. */
const SAFE_PARAMETER =
  /^(step|condition|from|decision|org|lang|referrer|redirectUrl|replay|pop-webchat|chatbot|stream|twilio|nice|talkjs|uuid|type)$/;
/** Times of the app's and the lender's events, and opening hours. */
const TIME_FIELD =
  /^(at|epoch|timestamp|created|startTime|endTime)$|.(At|TimeStamp|Timestamp|Date|Time)$/;
const TIME_SHAPE = /^(\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}:\d{2}(:\d{2})?)$/;
/**
 * Numbers that are counts, sizes, HTTP statuses or settings, and the line's own terms (its
 * amount, term and rates, the organisation's pricing): never an income, a balance or a value.
 */
const NUMBER_FIELD =
  /^(seq|tries|attempt|attempts|failedAttempts|count|index|limit|offset|size|progress|percentage|pollingInterval|keepUnusedDataFor|weekdayValue|screenWidth|screenHeight|windowWidth|windowHeight|status|version|amount|term|rate|apr|approvedApr|uwCalculatedDrawAmount|maxAmount|minAmount|minApr|maxApr|minLoanAmount|maxLoanAmount|maxOriginationFeePercent|valuationFee|manualNotaryFee|recordingFeeMax)$|.(Ms|Count|Seconds)$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What an earlier redaction left: redacting again leaves it as it is. */
const SHAPE = /^\[(text, \d+ chars?|number|redacted)\]$/;
/** An RTK Query cache key: the endpoint's name and its argument as JSON. */
const CACHE_KEY = /^(\w+)\((.*)\)$/s;

/** What support sees of a value it may not: its kind and length. */
function shapeOf(value: string | number): string {
  if (typeof value === 'number') return '[number]';
  return `[text, ${value.length} ${value.length === 1 ? 'char' : 'chars'}]`;
}

/** A query value as typed (a malformed escape left as it is). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The query string with the values of parameters that are not the app's own as shapes. */
function safeSearch(search: string): string {
  if (!search.includes('=')) return search;
  const [start, query] = search.startsWith('?') ? ['?', search.slice(1)] : ['', search];
  return (
    start +
    query
      .split('&')
      .map((pair) => {
        const [name = '', ...rest] = pair.split('=');
        const value = decoded(rest.join('='));
        return rest.length === 0 || SAFE_PARAMETER.test(name) || value === '' || SHAPE.test(value)
          ? pair
          : `${name}=${encodeURIComponent(shapeOf(value))}`;
      })
      .join('&')
  );
}

/** An address with its query string made safe (safeSearch); its path is the app's. */
function safeAddress(value: string): string {
  const query = value.indexOf('?');
  if (query < 0) return value;
  const hash = value.indexOf('#', query);
  const end = hash < 0 ? value.length : hash;
  return value.slice(0, query) + safeSearch(value.slice(query, end)) + value.slice(end);
}

/**
 * An argument passed whole to an endpoint (`originalArgs`, a cache key's argument): one text is
 * an id or a code (every endpoint that takes a single text takes one: an application's uuid, an
 * organisation's code, a department); an object goes through the allow-list by its fields.
 */
function safeArgument(argument: unknown): unknown {
  if (typeof argument === 'string') {
    return UUID_SHAPE.test(argument) || CODE_SHAPE.test(argument) ? argument : shapeOf(argument);
  }
  return forSupport(argument);
}

/** A cache key (`getApplication("…")`) with its argument made safe; any other key as it is. */
function safeKey(key: string): string {
  const match = CACHE_KEY.exec(key);
  if (!match) return key;
  const [, endpoint, serialised = ''] = match;
  if (serialised === 'undefined') return key;
  try {
    return `${endpoint}(${JSON.stringify(safeArgument(JSON.parse(serialised)))})`;
  } catch {
    return `${endpoint}(${shapeOf(serialised)})`;
  }
}

/** One scalar in its place: kept, or replaced by its shape. */
function supportScalar(value: unknown, place: Place): unknown {
  const { field } = place;
  if (typeof value === 'number') {
    return NUMBER_FIELD.test(field) || TIME_FIELD.test(field) || ID_FIELD.test(field)
      ? value
      : shapeOf(value);
  }
  if (typeof value !== 'string') return value;
  if (value === '' || value === REDACTED || SHAPE.test(value) || UUID_SHAPE.test(value)) {
    return value;
  }
  const code = (kept: boolean) => (kept ? value : shapeOf(value));
  if (field === 'originalArgs') return safeArgument(value);
  if (field === 'queryCacheKey' || field === 'path') return safeKey(safeAddress(value));
  if (field === 'payload') {
    return code(ID_PAYLOAD_ACTIONS.includes(String(place.parent?.type)) && CODE_SHAPE.test(value));
  }
  if (ID_FIELD.test(field) || CODE_FIELD.test(field)) return code(CODE_SHAPE.test(value));
  if (isExplanation(place)) return value;
  if (PATH_FIELD.test(field)) return safeAddress(value);
  if (SEARCH_FIELD.test(field)) return safeSearch(value);
  if (TIME_FIELD.test(field)) return code(TIME_SHAPE.test(value));
  if (COLOUR_FIELD.test(field)) return code(COLOUR_SHAPE.test(value));
  return shapeOf(value);
}

const forSupport = (value: unknown): unknown => copyWith(value, supportScalar, safeKey);

/**
 * What goes to support (Redux DevTools, exported action logs, the app's log): secrets removed,
 * and every text or number outside the allow-list replaced by its shape (`[text, 57 chars]`,
 * `[number]`). Redacting its result again changes nothing.
 */
export const redactForSupport = <T>(value: T): T => forSupport(value) as T;

/** An endpoint's argument as support sees it (the query devtools' list of the cache). */
export const redactArgumentForSupport = (argument: unknown): unknown =>
  safeArgument(redact(argument));
