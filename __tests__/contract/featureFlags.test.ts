/**
 * @jest-environment node
 */
import {
  readDecision,
  readFeatureFlag,
  readOptimizeProfile,
  readUserFeatures,
} from '../../src/contract/featureFlags';

test('a flag is on only when it says true; its variables are any object, kept whole', () => {
  const variables = { banner: { text: 'Hi' } };
  expect(readFeatureFlag({ flagEnabled: 'true', variables })).toEqual({
    flagEnabled: false,
    variables,
  });
  expect(readFeatureFlag({ flagEnabled: true, variables: [1] })).toEqual({
    flagEnabled: true,
    variables: {},
  });
  expect(() => readFeatureFlag([])).toThrow('The feature flag answer was not in the expected form');
});

test("the user's flags leave out a flag without its key", () => {
  expect(
    readUserFeatures([{ featureKey: 'a', flagEnabled: true }, { flagEnabled: true }, []]),
  ).toEqual([{ featureKey: 'a', flagEnabled: true, variables: {} }]);
  expect(readUserFeatures({ features: [] })).toEqual([]);
});

test('a decision needs its flag key', () => {
  expect(readDecision({ flagKey: 'k', enabled: 1, variationKey: 2 })).toEqual({
    flagKey: 'k',
    enabled: false,
    variationKey: null,
    variables: {},
  });
  expect(() => readDecision({ enabled: true })).toThrow(
    'The decision answer was not in the expected form',
  );
});

test('an empty tracker in the optimize profile is none', () => {
  expect(readOptimizeProfile({ identityUuid: 'i', optimizelyProfileUuid: '' })).toEqual({
    identityUuid: 'i',
    optimizelyProfileUuid: null,
  });
  expect(readOptimizeProfile({ optimizelyProfileUuid: 'p' })).toEqual({
    identityUuid: null,
    optimizelyProfileUuid: 'p',
  });
  expect(() => readOptimizeProfile('profile')).toThrow(
    'The optimize profile answer was not in the expected form',
  );
});
