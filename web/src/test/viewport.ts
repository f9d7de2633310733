// jsdom has no IntersectionObserver (the browser's widgets may ask for one): one that never reports anything in view.
export class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = "";
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
