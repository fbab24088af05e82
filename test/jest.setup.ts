// jsdom lacks a few browser APIs antd relies on: matchMedia, ResizeObserver, getComputedStyle with one argument.
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

// antd writes its CSS-in-JS rules into <style> tags at run time. In jsdom every role or label query
// computes styles by walking all of those rules, which made a form test type at half a second a key.
// Unit tests assert behaviour, not looks (the browser suite sees the real styles), so no rule is
// written into the test document; the style element antd asks for is created and left detached.
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  const actual = jest.requireActual<typeof import('@rc-component/util/lib/Dom/dynamicCSS')>('@rc-component/util/lib/Dom/dynamicCSS');
  const detachedStyle = () => document.createElement('style');
  return { ...actual, updateCSS: detachedStyle, injectCSS: detachedStyle };
});
