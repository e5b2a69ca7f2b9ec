/**
 * File sizes for people (docs/requests.md#formats): under 1000 as bytes, below
 * 1,000,000 as KB, else MB. The units are decimal (1 KB = 1000 bytes, 1 MB = 1,000,000 bytes),
 * which is what those thresholds imply. Shared by the app and the sandbox lender, so that the
 * upload limit both enforce (docs/requests.md#constants-and-limits) reads the same everywhere.
 */
const KB = 1000;
const MB = 1000 * KB;

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/**
 * "12 bytes", "1 byte", "350 KB", "1.5 MB", "10 MB". KB are whole (rounded); a size just under
 * 1,000,000 bytes stays "999 KB" rather than rounding up to "1000 KB" (the thresholds put it below
 * the MB threshold, and "1000 KB" would read as a larger unit's worth). MB keep one decimal.
 */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${oneDecimal(bytes / MB)} MB`;
  if (bytes >= KB) return `${Math.min(999, Math.round(bytes / KB))} KB`;
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}
