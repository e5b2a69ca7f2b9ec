/**
 * `npm run bench:idle`: a signed-in tab left open 8 virtual hours in view, 8 hidden, then an hour
 * after Logout, on playwright's clock against the production build and a sandbox lender of its
 * own (scripts/bench/idleTab.ts; docs/requests.md#a-tab-left-open). Prints the calls per hour by
 * kind and the heap at the first hour and at the end of each phase. `HOURS` changes the hours.
 */
import { type PhaseFigures, soakTab } from './bench/idleTab';
import { startProductionSandbox } from './bench/productionSandbox';
import { launchChromium } from './chromium';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function printPhase(name: string, phase: PhaseFigures, hours: number) {
  console.log(`\n${name}: ${phase.callsPerHour.join(', ')} calls in hours 1 to ${hours}`);
  for (const [kind, calls] of Object.entries(phase.callsByKind).sort()) {
    console.log(`  ${(calls / hours).toFixed(1).padStart(6)} an hour  ${kind}`);
  }
  const growth = ((phase.heapAtEnd / phase.heapAfterFirstHour - 1) * 100).toFixed(1);
  console.log(
    `  heap ${mb(phase.heapAfterFirstHour)} after hour 1, ${mb(phase.heapAtEnd)} at hour ${hours} (${growth}%)`,
  );
}

async function main() {
  const hours = Number(process.env.HOURS ?? 8);
  const started = Date.now();
  const sandbox = await startProductionSandbox('idle');
  const browser = await launchChromium();
  try {
    const figures = await soakTab({
      newContext: () => browser.newContext({ viewport: { width: 1280, height: 900 } }),
      sandboxUrl: sandbox.url,
      hours,
      progress: (line) =>
        process.stderr.write(`${((Date.now() - started) / 1000).toFixed(1)} s  ${line}\n`),
    });
    printPhase('In view', figures.inView, hours);
    printPhase('Hidden', figures.hidden, hours);
    console.log('\nShown again, at once:');
    for (const [kind, calls] of Object.entries(figures.onShow).sort()) {
      console.log(`  ${calls}  ${kind}`);
    }
    console.log(
      `\nAfter Logout (on ${figures.leftFor}): ${figures.afterLogout.calls} calls in the next hour`,
    );
    for (const [kind, calls] of Object.entries(figures.afterLogout.callsByKind)) {
      console.log(`  ${calls}  ${kind}`);
    }
    console.log(`\n${figures.seconds.toFixed(0)} s of real time`);
  } finally {
    await browser.close();
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
