export default async function globalTeardown() {
  const sandbox = (globalThis as { __SANDBOX__?: { close(): Promise<void> } }).__SANDBOX__;
  await sandbox?.close();
}
