/**
 * GET /service-conditions/external/api/v1/applications/{id}/conditions/external-applicants: the
 * application's pending tasks for the external applicants.
 */
import {
  answerOf,
  type Answer,
  keepItems,
  listOf,
  optional,
  optionalFlag,
  optionalText,
  orNull,
  record,
  text,
  v,
} from './schema';

export const conditionDisplaySchema = record({
  header: text(),
  description: text(),
  button: text(),
  /** Where the task is done, a path relative to the application. */
  location: text(),
  type: text(),
});

/** A whole number of at least `min`, or absent. */
const count = (min: number) =>
  optional(
    v.pipe(
      v.number(),
      v.check((value) => Number.isInteger(value) && value >= min),
    ),
  );

/**
 * The last 4 digits of an account number, the only part of it the app keeps: from the lender's
 * `accountNumber`, or an `accountMask` it already cut. Fewer than 4 digits is no account the app
 * can name.
 */
export function accountLast4(xtraData: Record<string, unknown>): string | undefined {
  for (const key of ['accountNumber', 'accountMask']) {
    const value = xtraData[key];
    const text =
      typeof value === 'string' ? value : Number.isSafeInteger(value) ? String(value) : '';
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 4) return digits.slice(-4);
  }
  return undefined;
}

const counts = {
  /** How many documents the condition asks for (absent is 1). */
  numDocsRequired: count(1),
  /** How many of them the lender has received so far (absent is none). */
  numDocsReceived: count(0),
};
type Counts = { [K in keyof typeof counts]?: number };

/**
 * A condition's extra data, as the app keeps it: the counts, and a bank-account condition's
 * account by its last 4 digits only (the account number never enters the store).
 */
export const conditionXtraDataSchema = v.pipe(
  record({
    ...counts,
    accountNumber: v.optional(v.unknown()),
    accountMask: v.optional(v.unknown()),
  }),
  v.transform(({ accountNumber, accountMask, ...counts }): Counts & { accountLast4?: string } => {
    const last4 = accountLast4({ accountNumber, accountMask });
    return last4 === undefined ? counts : { ...counts, accountLast4: last4 };
  }),
);

export const conditionSchema = record({
  uuid: text(),
  categoryEnum: text(),
  created: text(),
  notes: optionalText,
  commentsToBorrower: optionalText,
  /** The strings of a list; anything but a list reads as null. */
  requestDocuments: orNull(v.pipe(v.array(v.unknown()), listOf(v.string()))),
  actionNeeded: optionalFlag,
  /** Null stays null; anything else but an object reads as absent. */
  xtraData: optional(v.nullable(conditionXtraDataSchema)),
  display: v.fallback(conditionDisplaySchema, () => ({
    header: '',
    description: '',
    button: '',
    location: '',
    type: '',
  })),
});

/** The answer is a list; anything else is refused. Conditions without a uuid are left out. */
export const conditionsSchema = v.pipe(
  v.array(v.unknown()),
  listOf(conditionSchema),
  keepItems((condition) => condition.uuid !== ''),
);

export type ConditionDisplay = Answer<typeof conditionDisplaySchema>;
export type ConditionXtraData = Answer<typeof conditionXtraDataSchema>;
export type Condition = Answer<typeof conditionSchema>;

export const readConditions = answerOf(conditionsSchema, 'conditions');
