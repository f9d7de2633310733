import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { toaster } from "../components/common/toaster";
import { primeTaxonomy } from "../components/common/useTaxonomy";
import { TEST_TAXONOMY } from "./taxonomy";
import { IntersectionObserverStub } from "./viewport";
import { resetApolloLoaded } from "../apollo/apolloLoaded";

// Menus, tiles, filters and cards read the categories and brands from a store loaded with plain fetch: every test
// starts with the same lists, as if the API had answered.
beforeEach(() => primeTaxonomy(TEST_TAXONOMY));

// findBy*/waitFor end as soon as what they look for shows; this is only their upper bound. The default second is too
// short for a lazily loaded chunk (the dashboard's charts) on a busy 2-core machine, and nothing retries a test.
configure({ asyncUtilTimeout: 10_000 });

// The toaster is a module-level store: empty it so one test's notice cannot satisfy the next test's assertion.
afterEach(() => {
  cleanup();
  toaster.remove();
  resetApolloLoaded();
});

// jsdom lacks the browser APIs Chakra (Ark/zag) relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!("ResizeObserver" in globalThis)) {
  Object.defineProperty(globalThis, "ResizeObserver", { writable: true, value: ResizeObserverStub });
}

if (!("IntersectionObserver" in globalThis)) {
  Object.defineProperty(globalThis, "IntersectionObserver", { writable: true, value: IntersectionObserverStub });
}

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.setPointerCapture = () => {};
}
if (!URL.createObjectURL) {
  URL.createObjectURL = () => "blob:preview";
  URL.revokeObjectURL = () => {};
}
