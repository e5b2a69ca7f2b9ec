/** The start feature's public entry: what other features may import from it. */
export { HMDA_DECLINED, HMDA_ETHNICITIES, HMDA_RACES, HMDA_SEXES, hmdaAnswerLabel } from './hmda';
export type { HmdaBody, HmdaEthnicity, HmdaRace, HmdaSex } from './hmda';
export { OWNERSHIPS } from './ownership';
export type { Ownership } from './ownership';
