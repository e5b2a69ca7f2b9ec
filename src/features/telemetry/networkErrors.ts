/**
 * docs/telemetry.md#tracked-errors: error reporting ignores the network-type messages a browser raises when a
 * request is cut (the list is not shown; this is the usual one across Chrome, Firefox, Safari and
 * the app's own request layer). They say the connection failed, not that the app did.
 */
const NETWORK_MESSAGES = [
  /^Failed to fetch$/i,
  /^NetworkError when attempting to fetch resource\.?$/i,
  /^Load failed$/i,
  /^Network request failed$/i,
  /^The network connection was lost\.?$/i,
  /^The Internet connection appears to be offline\.?$/i,
  /^cancelled$/i,
  /^The operation was aborted\.?$/i,
  /^The user aborted a request\.?$/i,
  /^signal is aborted without reason$/i,
  /^AbortError/i,
  /^TypeError: (Failed to fetch|NetworkError|Load failed|cancelled)/i,
  /^Failed to fetch dynamically imported module/i,
  /^error loading dynamically imported module/i,
  /^Importing a module script failed\.?$/i,
  /^Loading (CSS )?chunk [\w-]+ failed/i,
  /^ChunkLoadError/i,
  /^timeout$/i,
  /^Response was not defined for /,
];

export function isNetworkErrorMessage(message: string): boolean {
  const text = message.trim();
  return NETWORK_MESSAGES.some((pattern) => pattern.test(text));
}
