/**
 * The page hidden or shown in jsdom, as switching tabs does: `document.visibilityState` answers
 * it and a `visibilitychange` event goes out (docs/requests.md#a-tab-left-open). Shown again after
 * each test.
 */
let hidden = false;

Object.defineProperty(document, 'visibilityState', {
  configurable: true,
  get: () => (hidden ? 'hidden' : 'visible'),
});
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });

export function setPageHidden(value: boolean): void {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  hidden = false;
});
