// jsdom lacks a few browser APIs antd relies on (STACK pitfall 8).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The first render of a lazy screen compiles it (and antd) on demand: seconds on two busy cores.
// findBy*/waitFor wait up to 10 s instead of 1 s; a real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// Suites in the node environment (`@jest-environment node`: the development build) have no window.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
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

  const originalGetComputedStyle = window.getComputedStyle;
  window.getComputedStyle = ((elt: Element) => originalGetComputedStyle(elt)) as typeof window.getComputedStyle;

  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
