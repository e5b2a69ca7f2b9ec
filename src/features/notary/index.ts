/**
 * The notary feature's public entry: what other features may import from it. Its screens are
 * reached through ./routes (the app's route manifest). The zoned-time loader brings
 * moment-timezone and its trimmed zone data as one lazy chunk ("zoned-time"), which only
 * notary/schedule-manual loads (docs/performance.md, Time zones).
 */
export { useZonedTime, type ZonedTime } from './useZonedTime';
