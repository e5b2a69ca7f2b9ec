/**
 * The telemetry session (POST {base}/ft/{context}/session), sent back with every event as its
 * sessionKey and kept in session storage (docs/architecture.md#the-lenders-contract). It is all
 * or nothing: an answer without a uuid, an epoch or a uuid-shaped tracker is refused.
 */
import { answerOf, type Answer, filledText, finiteNumber, record, v } from './schema';
import { isUuid } from './uuid';

export const telemetrySessionSchema = record({
  uuid: filledText,
  epoch: finiteNumber,
  /** 8-4-4-4-12 hex, either case. */
  trackerUuid: v.pipe(
    v.string(),
    v.check((value: string) => isUuid(value)),
  ),
});

export type TelemetrySession = Answer<typeof telemetrySessionSchema>;

/** The session, or null when it is not one (a stored session from an older build, say). */
export function telemetrySessionOf(value: unknown): TelemetrySession | null {
  const read = v.safeParse(telemetrySessionSchema, value);
  return read.success ? read.output : null;
}

export const readTelemetrySession = answerOf(telemetrySessionSchema, 'telemetry session');
