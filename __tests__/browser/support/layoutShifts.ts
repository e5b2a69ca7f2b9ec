import type { BrowserContext, Page } from 'playwright-core';

/** The goal for the shifts of a page loading (docs/performance.md): Lighthouse's "good" CLS is 0.1. */
export const MAX_LAYOUT_SHIFT = 0.02;

export interface LayoutShift {
  value: number;
  /** The elements that moved, as `tag.class`. */
  sources: string[];
}

/**
 * Records every layout shift of the context's pages from their first paint (buffered entries
 * included) with the Layout Instability API, which Lighthouse's CLS counts too. A shift just after
 * the person's own input does not count.
 */
export async function recordLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null }>;
        };
        if (shift.hadRecentInput) continue;
        shifts.push({
          value: shift.value,
          sources: (shift.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined;
            return node ? `${node.nodeName.toLowerCase()}.${node.className}` : '(gone)';
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded (recordLayoutShifts) once the page has everything: the network quiet, then
 * half a second more for what the last answers move.
 */
export async function layoutShiftsOnceQuiet(page: Page): Promise<LayoutShift[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(
    () => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts,
  );
}

/** The shifts add up to at most MAX_LAYOUT_SHIFT; when they do not, the failure lists them. */
export function expectLayoutShiftsWithinGoal(shifts: LayoutShift[]) {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect({ total: total <= MAX_LAYOUT_SHIFT ? 'within' : total, shifts }).toEqual({
    total: 'within',
    shifts: expect.any(Array),
  });
}
