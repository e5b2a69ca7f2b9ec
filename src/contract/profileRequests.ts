/**
 * The bodies of the profile service's writes and of signing in, as the lender checks them
 * (docs/sandbox.md#bodies-of-the-other-calls): `PUT /service-profile/api/v1/profile/phone`,
 * `POST /service-profile/api/v1/feedback/ceo`, `POST /identity/api/v1/login` and the identity
 * broker's `POST /identity-broker/{variant}/api/v3/login`. The app's request types are inferred
 * from these schemas, and the sandbox lender parses what it is sent with them.
 *
 * The profile service answers its problems as VALIDATION_ERROR; the feedback and the sign-ins
 * take fields they do not name (loose objects) and leave them out.
 */
import { msg } from '@lingui/core/macro';
import { CEO_FEEDBACK_MESSAGE_LENGTH, CEO_FEEDBACK_MESSAGES } from './ceoFeedback';
import { PHONE_MESSAGES } from './contactDetails';
import { said } from './messages';
import { phoneDigits } from './phone';
import { optional, v } from './schema';
import { UUID_PATTERN } from './uuid';

/**
 * PUT .../profile/phone: a US number in any of the formats people write (+1, 11 digits from 1,
 * 10 digits with or without separators), read as its 10 digits.
 */
export const phoneNumberBody = v.object({
  phoneNumber: v.pipe(
    v.string(said(PHONE_MESSAGES.required)),
    v.check((number) => number.trim() !== '', said(PHONE_MESSAGES.required)),
    v.check((number) => phoneDigits(number) !== null, said(PHONE_MESSAGES.invalid)),
    v.transform((number) => phoneDigits(number) ?? number),
  ),
});

/**
 * The feedback's topics, by their label or their enumeration name; read as the name. The label
 * taken is the English one (CEO_FEEDBACK_TOPIC_LABELS' words): a value sent, not words shown.
 */
export const CEO_FEEDBACK_TOPICS = {
  'Improve our product': 'IMPROVE_OUR_PRODUCT',
  'Give us a compliment': 'GIVE_US_A_COMPLIMENT',
  IMPROVE_OUR_PRODUCT: 'IMPROVE_OUR_PRODUCT',
  GIVE_US_A_COMPLIMENT: 'GIVE_US_A_COMPLIMENT',
} as const;

type TopicWord = keyof typeof CEO_FEEDBACK_TOPICS;

const isTopic = (topic: string): topic is TopicWord => Object.hasOwn(CEO_FEEDBACK_TOPICS, topic);

const { min, max } = CEO_FEEDBACK_MESSAGE_LENGTH;

const ceoFeedbackEntries = {
  topic: v.pipe(
    v.string(said(CEO_FEEDBACK_MESSAGES.topic)),
    v.check((topic) => topic.trim() !== '', said(CEO_FEEDBACK_MESSAGES.topic)),
    v.guard(isTopic, said(CEO_FEEDBACK_MESSAGES.topic)),
    v.transform((topic) => CEO_FEEDBACK_TOPICS[topic]),
  ),
  message: v.pipe(
    v.string(said(CEO_FEEDBACK_MESSAGES.message)),
    v.check((message) => message.trim() !== '', said(CEO_FEEDBACK_MESSAGES.message)),
    v.check((message) => message.trim().length >= min, said(CEO_FEEDBACK_MESSAGES.tooShort)),
    v.maxLength(max, said(CEO_FEEDBACK_MESSAGES.tooLong)),
  ),
  marketingConsent: v.boolean(said(CEO_FEEDBACK_MESSAGES.marketingConsent)),
  /** The application the person was on, if any. */
  applicationUuid: v.nullish(
    v.pipe(
      v.string('Must be an application id'),
      v.regex(UUID_PATTERN, 'Must be an application id'),
    ),
    null,
  ),
  /** The page it was sent from. */
  pathname: v.nullish(v.string('Must be a path'), null),
  productType: v.nullish(v.literal('HELOC', 'Must be HELOC'), null),
};

/** POST .../feedback/ceo: anyone's feedback to the CEO, every problem at once. */
export const ceoFeedbackBody = v.looseObject(ceoFeedbackEntries);

export const SIGN_IN_INCOMPLETE = msg`Enter your e-mail and password`;

const incomplete = said(SIGN_IN_INCOMPLETE);

/**
 * POST /identity/api/v1/login: an e-mail and a password, both given. Which one is missing is
 * not said: the lender answers SIGN_IN_INCOMPLETE, naming no field.
 */
const signInEntries = {
  email: v.pipe(
    v.string(incomplete),
    v.check((email) => email.trim() !== '', incomplete),
  ),
  password: v.pipe(v.string(incomplete), v.nonEmpty(incomplete)),
};

export const signInBody = v.looseObject(signInEntries);

/**
 * POST /identity-broker/{variant}/api/v3/login: where to come back to and the organisation
 * (`organizationCode`, or `orgCode`), as query values or in the body; nothing is refused, a
 * value that is not text reads as absent.
 */
const brokerLoginEntries = {
  applicationName: optional(v.string()),
  organizationCode: optional(v.string()),
  orgCode: optional(v.string()),
  mode: optional(v.string()),
  redirectUrl: optional(v.string()),
};

export const brokerLoginBody = v.looseObject(brokerLoginEntries);

/** The fields of a loose object's entries (the fields it takes besides are not the app's to send). */
type Fields<E extends v.ObjectEntries> = v.ObjectSchema<E, undefined>;

export type PhoneNumberBody = v.InferInput<typeof phoneNumberBody>;
/** The feedback as the app sends it (the lender takes a topic by its label too). */
export type CeoFeedbackBody = v.InferInput<Fields<typeof ceoFeedbackEntries>>;
/** A topic's enumeration name, as the lender keeps it. */
export type CeoFeedbackTopic = v.InferOutput<Fields<typeof ceoFeedbackEntries>>['topic'];
export type SignInBody = v.InferInput<Fields<typeof signInEntries>>;
export type BrokerLoginBody = v.InferInput<Fields<typeof brokerLoginEntries>>;
