export default async function globalTeardown() {
  const sandboxes = (globalThis as { __SANDBOXES__?: { close(): Promise<void> }[] }).__SANDBOXES__;
  await Promise.all((sandboxes ?? []).map((sandbox) => sandbox.close()));
}
