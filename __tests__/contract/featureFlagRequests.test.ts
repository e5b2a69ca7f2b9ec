/**
 * @jest-environment node
 *
 * The decision service's request bodies and the experiment records
 * (src/contract/featureFlagRequests.ts), read as the sandbox lender reads them: the bodies the
 * app builds pass; each bad field is answered with its message, naming it.
 */
import {
  decisionRequestBody,
  experimentsBody,
  featureRequestBody,
  featuresRequestBody,
  type OptimizeUser,
  optimizeProfileBody,
} from '../../src/contract/featureFlagRequests';
import { variationOf } from '../../src/features/featureFlags/experimentsRunner';
import { MAINTENANCE_FLAG } from '../../src/features/featureFlags';
import { parseBody } from '../../src/sandbox/bodies';
import { errorsOf } from '../support/requestBodies';

const bad = (field: string, message: string) => [{ code: 'BAD_REQUEST', field, message }];

/** The optimize user as the experiments saga makes it (optimizeUserOf). */
const USER: OptimizeUser = {
  organization: 'main',
  applicationUuid: '3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b',
  createdAt: '2026-10-02T15:04:05.000Z',
  identityUuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  trackerId: null,
};

test('a flag, as the maintenance gate and the relative-URL check ask for it', () => {
  expect(
    parseBody(featureRequestBody, {
      featureKey: MAINTENANCE_FLAG,
      optimizeUser: { organization: 'main', applicationUuid: null, identityUuid: null },
    }),
  ).toEqual({
    featureKey: MAINTENANCE_FLAG,
    optimizeUser: {
      organization: 'main',
      applicationUuid: null,
      createdAt: null,
      identityUuid: null,
      trackerId: null,
    },
  });
  expect(
    errorsOf(featureRequestBody, {
      featureKey: 'fe-relative-url-heloc',
      optimizeUser: { organization: 'main', trackerId: '7ac4e400-0000-4000-8000-00000000abcd' },
    }),
  ).toEqual([]);
  // A user is optional, and so is each of its attributes; an empty one is none.
  expect(parseBody(featureRequestBody, { featureKey: 'x', optimizeUser: {} })).toMatchObject({
    optimizeUser: { organization: null },
  });
  expect(parseBody(featureRequestBody, { featureKey: 'x' }).optimizeUser).toBeUndefined();
  expect(parseBody(featuresRequestBody, { optimizeUser: { organization: '' } })).toMatchObject({
    optimizeUser: { organization: null },
  });
});

test('a flag needs its key; the user is an object of text attributes', () => {
  for (const featureKey of [undefined, '', 5]) {
    expect(errorsOf(featureRequestBody, { featureKey })).toEqual(
      bad('featureKey', 'featureKey is required'),
    );
  }
  expect(errorsOf(featureRequestBody, { featureKey: 'x'.repeat(201) })).toEqual(
    bad('featureKey', 'featureKey must be at most 200 characters'),
  );
  expect(errorsOf(featuresRequestBody, { optimizeUser: 'main' })).toEqual(
    bad('optimizeUser', "Send optimizeUser as an object of the user's attributes, or leave it out"),
  );
  expect(errorsOf(featuresRequestBody, { optimizeUser: { identityUuid: 5 } })).toEqual(
    bad(
      'optimizeUser.identityUuid',
      'Send identityUuid as text of at most 200 characters, or null',
    ),
  );
});

test('a decision: the flag named flagKey (or featureKey, as v1 names it), read as flagKey', () => {
  expect(
    parseBody(decisionRequestBody, { flagKey: 'exp-heloc-offer-layout', optimizeUser: USER }),
  ).toEqual({ flagKey: 'exp-heloc-offer-layout', optimizeUser: USER });
  expect(parseBody(decisionRequestBody, { featureKey: 'exp-a' })).toEqual({
    flagKey: 'exp-a',
    optimizeUser: undefined,
  });
  for (const body of [{}, { flagKey: '' }, { flagKey: null, featureKey: null }, { flagKey: 5 }]) {
    expect(errorsOf(decisionRequestBody, body)).toEqual(bad('flagKey', 'flagKey is required'));
  }
  expect(errorsOf(decisionRequestBody, { flagKey: 'a', colour: 'red' })[0]).toMatchObject({
    field: 'colour',
    message: 'Unknown field colour; allowed: flagKey, featureKey, optimizeUser',
  });
});

test('experiments: a list of variations, each named, control or variation', () => {
  const recorded = {
    experiments: [{ experimentName: 'heloc-offer-layout', variation: variationOf(true) }],
  };
  expect(parseBody(experimentsBody, recorded)).toEqual(recorded);
  expect(errorsOf(experimentsBody, { experiments: { name: 'x' } })).toEqual(
    bad('experiments', 'experiments must be a list'),
  );
  expect(
    errorsOf(experimentsBody, { experiments: [{ experimentName: ' ', variation: 'on' }] }),
  ).toEqual([
    {
      code: 'BAD_REQUEST',
      field: 'experiments.0.experimentName',
      message: 'Name each experiment: experimentName, at most 100 characters',
    },
    {
      code: 'BAD_REQUEST',
      field: 'experiments.0.variation',
      message: 'Give each experiment its variation: control or variation',
    },
  ]);
  expect(errorsOf(experimentsBody, { experiments: ['x'] })).toEqual(
    bad('experiments.0', 'Send each experiment as { experimentName, variation }'),
  );
  const many = Array.from({ length: 51 }, (_, i) => ({
    experimentName: `e${i}`,
    variation: 'control',
  }));
  expect(errorsOf(experimentsBody, { experiments: many })).toEqual(
    bad('experiments', 'Send at most 50 experiments at a time'),
  );
});

test('the optimize profile: this browser’s tracker', () => {
  expect(
    errorsOf(optimizeProfileBody, {
      optimizelyProfileUuid: '7ac4e400-0000-4000-8000-00000000abcd',
    }),
  ).toEqual([]);
  for (const optimizelyProfileUuid of [undefined, '', ' ', 5, 'x'.repeat(65)]) {
    expect(errorsOf(optimizeProfileBody, { optimizelyProfileUuid })).toEqual(
      bad('optimizelyProfileUuid', 'optimizelyProfileUuid must be a tracker id'),
    );
  }
});
