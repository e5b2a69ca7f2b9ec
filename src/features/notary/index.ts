/**
 * The notary feature's public entry: what other features may import from it. Its screens are
 * reached through ./routes (the app's route manifest); the zoned-time loader is shared with the
 * footer's operating-hours line, so moment-timezone and its trimmed zone data stay one lazy
 * chunk ("zoned-time") whoever asks first.
 */
export { useZonedTime, type ZonedTime } from './useZonedTime';
