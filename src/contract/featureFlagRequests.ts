/**
 * The request bodies of the decision service and of the experiment records the app keeps on the
 * lender (docs/sandbox.md#other-request-bodies): a flag, the user's flags and a decision (POST
 * .../service-optimize/{context}/api/v1/feature, v1/features, v2/decision), the
 * variation recorded on an application, and the browser's tracker kept on the optimize profile.
 * The sandbox lender parses what it is sent with them; the app's request types are their input.
 */
import { nonBlankText } from './requests';
import { v } from './schema';

/** One attribute of the optimize user: text, null, or absent; empty text reads as null. */
const attribute = (key: string) => {
  const message = `Send ${key} as text of at most 200 characters, or null`;
  return v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(message), v.maxLength(200, message))),
      v.transform((value) => value || null),
    ),
    null,
  );
};

/**
 * The attributes the decision service is called with (docs/sandbox.md#telemetry-and-the-decision-service): the organisation (else
 * the call's x-org), the application and its creation date, the identity, and this browser's
 * telemetry tracker. Users are bucketed by identity, else tracker, else application. Attributes
 * the service does not use are left out.
 */
export const optimizeUser = v.object(
  {
    organization: attribute('organization'),
    applicationUuid: attribute('applicationUuid'),
    createdAt: attribute('createdAt'),
    identityUuid: attribute('identityUuid'),
    trackerId: attribute('trackerId'),
  },
  "Send optimizeUser as an object of the user's attributes, or leave it out",
);

/** The optimize user of a call; a call without one is for nobody in particular. */
const optionalUser = v.optional(v.nullable(optimizeUser));

/** A flag's key: required, at most 200 characters. */
const flagKey = (key: string, missing: string) =>
  v.pipe(
    v.string(missing),
    v.nonEmpty(missing),
    v.maxLength(200, `${key} must be at most 200 characters`),
  );

/** POST .../api/v1/feature: one flag, for this user. */
export const featureRequestBody = v.object({
  featureKey: flagKey('featureKey', 'featureKey is required'),
  optimizeUser: optionalUser,
});

/** POST .../api/v1/features: every flag, for this user. */
export const featuresRequestBody = v.object({ optimizeUser: optionalUser });

/**
 * POST .../api/v2/decision: the user's variation of one flag, named `flagKey` (or `featureKey`,
 * as v1 names it); read as `flagKey`.
 */
export const decisionRequestBody = v.pipe(
  v.object({
    flagKey: v.optional(
      v.nullable(
        v.pipe(
          v.string('flagKey is required'),
          v.maxLength(200, 'flagKey must be at most 200 characters'),
        ),
      ),
    ),
    featureKey: v.optional(
      v.nullable(
        v.pipe(
          v.string("Send the flag's key as flagKey"),
          v.maxLength(200, 'featureKey must be at most 200 characters'),
        ),
      ),
    ),
    optimizeUser: optionalUser,
  }),
  v.forward(
    v.check(({ flagKey: key, featureKey }) => Boolean(key ?? featureKey), 'flagKey is required'),
    ['flagKey'],
  ),
  v.transform(({ flagKey: key, featureKey, optimizeUser: user }) => ({
    flagKey: key ?? featureKey ?? '',
    optimizeUser: user,
  })),
);

/** An experiment's user is in its control or its variation (docs/sandbox.md#telemetry-and-the-decision-service). */
export const VARIATIONS = ['control', 'variation'] as const;

const experimentName = 'Name each experiment: experimentName, at most 100 characters';

/** One experiment's variation, as the app records it. */
const experimentRecord = v.object(
  {
    experimentName: v.pipe(
      v.string(experimentName),
      v.check((name) => name.trim() !== '', experimentName),
      v.maxLength(100, experimentName),
    ),
    variation: v.picklist(VARIATIONS, 'Give each experiment its variation: control or variation'),
  },
  'Send each experiment as { experimentName, variation }',
);

/**
 * PATCH .../heloc/{uuid}/experiments: variations to keep on the application, one per experiment
 * name (a later one replaces the earlier).
 */
export const experimentsBody = v.object({
  experiments: v.pipe(
    v.array(experimentRecord, 'experiments must be a list'),
    v.maxLength(50, 'Send at most 50 experiments at a time'),
  ),
});

const TRACKER = 'optimizelyProfileUuid must be a tracker id';

/** PATCH .../heloc/optermizerly-profile?identityUuid=: this browser's telemetry tracker. */
export const optimizeProfileBody = v.object({
  optimizelyProfileUuid: nonBlankText(64, TRACKER),
});

export type OptimizeUser = v.InferInput<typeof optimizeUser>;
export type FeatureRequestBody = v.InferInput<typeof featureRequestBody>;
export type FeaturesRequestBody = v.InferInput<typeof featuresRequestBody>;
export type DecisionRequestBody = v.InferInput<typeof decisionRequestBody>;
export type ExperimentRecord = v.InferInput<typeof experimentRecord>;
export type Variation = ExperimentRecord['variation'];
export type ExperimentsBody = v.InferInput<typeof experimentsBody>;
export type OptimizeProfileBody = v.InferInput<typeof optimizeProfileBody>;
