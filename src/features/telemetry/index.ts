/** The telemetry feature's public entry: what other features may import from it. */
export { errorTracked, telemetryEventRequested } from './telemetryActions';
export type { TelemetryEventInput } from './telemetryActions';
export { readStoredTracker } from './telemetrySession';
// The saga's body loads with the shell's extras (src/app/shellExtras.ts, src/app/lateSagas.ts).
