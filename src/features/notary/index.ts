/**
 * The notary feature's public entry: what other features may import from it. Its screens are
 * reached through ./routes (the app's route manifest). The zoned-time loader brings
 * moment-timezone and its trimmed zone data as one lazy chunk ("zoned-time"), which only
 * notary/schedule-manual loads (docs/performance.md, Time zones).
 */
export { useZonedTime, type ZonedTime } from './useZonedTime';
// The eNotary session's steps: the additional signer meets the notary with the same ones.
export {
  BEFORE_YOU_JOIN,
  FINISH_SESSION_LABEL,
  IN_SESSION_HEADING,
  IN_SESSION_STEPS,
  JOIN_SESSION_LABEL,
  NOTARY_SESSION_LENGTH_MESSAGE,
  type NotaryDeed,
  NotarySessionSteps,
} from './NotarySessionSteps';
