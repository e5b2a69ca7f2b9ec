/**
 * @jest-environment node
 */
import { readTelemetrySession, telemetrySessionOf } from '../../src/contract/telemetry';

const TRACKER = '6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

test('the telemetry session is all or nothing, with a uuid-shaped tracker', () => {
  expect(telemetrySessionOf({ uuid: 's', epoch: 5, trackerUuid: TRACKER, extra: 1 })).toEqual({
    uuid: 's',
    epoch: 5,
    trackerUuid: TRACKER,
  });
  const upper = TRACKER.toUpperCase();
  expect(telemetrySessionOf({ uuid: 's', epoch: 5, trackerUuid: upper })?.trackerUuid).toBe(upper);
  for (const answer of [
    { uuid: '', epoch: 5, trackerUuid: TRACKER },
    { uuid: 's', epoch: '5', trackerUuid: TRACKER },
    { uuid: 's', epoch: 5, trackerUuid: 'tracker' },
    [],
  ]) {
    expect(telemetrySessionOf(answer)).toBeNull();
    expect(() => readTelemetrySession(answer)).toThrow(
      'The telemetry session answer was not in the expected form',
    );
  }
});
