import { mobileRedirectTarget } from './mobile-redirect-target';

describe('mobileRedirectTarget', () => {
  it.each([
    // [pathname, isMobile, expected]
    ['/tickets/details', true, '/tickets/details/mobile'],
    ['/tickets/details', false, null],
    ['/tickets/details/mobile', true, null],
    ['/tickets/details/mobile', false, '/tickets/details'],
    ['/tickets/details/3f2a', true, '/tickets/details/3f2a/mobile'],
    ['/tickets/details/3f2a', false, null],
    ['/tickets/details/3f2a/mobile', true, null],
    ['/tickets/details/3f2a/mobile', false, '/tickets/details/3f2a'],
    ['/tickets/details/3f2a/', true, '/tickets/details/3f2a/mobile'],
    ['/tickets/details/mobile/', false, '/tickets/details'],
  ] as const)('%s on %s mobile → %s', (pathname, isMobile, expected) => {
    expect(mobileRedirectTarget(pathname, isMobile)).toBe(expected);
  });

  it.each(['/tickets/list', '/tickets/merge', '/tickets', '/tickets/details/a/b/c'])(
    'leaves %s alone on any device',
    (pathname) => {
      expect(mobileRedirectTarget(pathname, true)).toBeNull();
      expect(mobileRedirectTarget(pathname, false)).toBeNull();
    },
  );
});
