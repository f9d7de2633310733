// jsdom lays nothing out, so nothing is ever in view: this IntersectionObserver reports an element only when a test
// scrolls to it with scrollNear().
const observing = new Map<Element, Set<IntersectionObserverStub>>();

export class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = "";
  readonly thresholds = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observing.set(target, (observing.get(target) ?? new Set()).add(this));
  }
  unobserve(target: Element) {
    observing.get(target)?.delete(this);
  }
  disconnect() {
    for (const observers of observing.values()) observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  report(target: Element) {
    const rect = target.getBoundingClientRect();
    const entry = { target, isIntersecting: true, intersectionRatio: 1, boundingClientRect: rect, intersectionRect: rect, rootBounds: null, time: performance.now() };
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/**
 * As if the shopper scrolled `target` into view: the observers watching it (or what contains it, or what it contains)
 * are told. Throws when none is: nothing on the page waits for that part to come into view.
 */
export function scrollNear(target: Element) {
  const watched = [...observing].filter(([element, observers]) => observers.size > 0 && (target === element || target.contains(element) || element.contains(target)));
  if (watched.length === 0) throw new Error("nothing on the page waits for this element to come into view");
  for (const [element, observers] of watched) for (const o of [...observers]) o.report(element);
}
