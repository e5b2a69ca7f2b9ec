import { act, screen } from '@testing-library/react';

/** A stand-in IntersectionObserver the test drives: it reports what the test says is visible. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
}

/** Installs the fake for each test of the file (jsdom has no IntersectionObserver). */
export function useFakeIntersectionObserver() {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
}

/** The observer watching the document viewer named `title`. */
export function observerOf(title: string) {
  const region = screen.getByRole('region', { name: title });
  const observer = FakeIntersectionObserver.instances.find(
    (candidate) =>
      !candidate.disconnected && [...candidate.targets].some((target) => region.contains(target)),
  );
  if (!observer) throw new Error(`nothing watches ${title}`);
  return observer;
}

/** This much of the bottom of the document titled `title` (its last 25 %) is on screen. */
export function reportVisible(title: string, intersectionRatio: number) {
  const observer = observerOf(title);
  const entries = [...observer.targets].map(
    (target) => ({ target, isIntersecting: intersectionRatio > 0, intersectionRatio }) as unknown,
  ) as IntersectionObserverEntry[];
  act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
}
