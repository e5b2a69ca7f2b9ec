import type { Action } from '@reduxjs/toolkit';
import { buffers } from 'redux-saga';
import { actionChannel, call, fork, select, type SagaGenerator } from 'typed-redux-saga';
import { log } from '../lib/logger';
import { selectLocation } from '../features/navigation';
import { whenShellExtrasLoad } from '../loading/lateParts';

/** What telemetry acts on: the location and its own actions (their types start 'telemetry/'). */
const forTelemetry = (action: Action) =>
  action.type === 'navigation/locationChanged' || action.type.startsWith('telemetry/');

/**
 * The sagas whose code loads after the first screen, with the shell's extras (once the shell asks
 * for them): telemetry, flags and experiments, and the webchat's. What telemetry must see meanwhile
 * waits in an action channel, so no page view or event is lost. Without their code (the chunk could
 * not be fetched) they stay off for this page and the app goes on.
 */
export function* lateSagas(load = whenShellExtrasLoad): SagaGenerator<void> {
  // The page the app was loaded on: its view counts even when the routing moves on at once.
  const landing = yield* select(selectLocation);
  const telemetryRequests = yield* actionChannel(forTelemetry, buffers.expanding(16));
  const extras = yield* call(load);
  if (!extras.runTelemetry) {
    telemetryRequests.close();
    yield* call(log, 'warn' as const, 'late sagas not loaded');
    return;
  }
  yield* fork(extras.runTelemetry, telemetryRequests, landing);
  for (const run of [
    extras.runExperiments,
    extras.runChat,
    extras.runOtherTabs,
    extras.runReconnect,
    extras.runConditionsPoll,
  ]) {
    if (run) yield* fork(run);
  }
}
