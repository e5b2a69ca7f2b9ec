/** The telemetry feature's public entry: what other features may import from it. */
export { telemetryEventSent } from './telemetryApi';
