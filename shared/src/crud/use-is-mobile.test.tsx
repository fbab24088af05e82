import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from './use-is-mobile.js';

function Probe() {
  return <output>{useIsMobile() ? 'mobile' : 'desktop'}</output>;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

it('follows the 768 px breakpoint as the window resizes', () => {
  resizeTo(1024);
  render(<Probe />);
  expect(screen.getByRole('status')).toHaveTextContent('desktop');
  act(() => resizeTo(767));
  expect(screen.getByRole('status')).toHaveTextContent('mobile');
  act(() => resizeTo(768));
  expect(screen.getByRole('status')).toHaveTextContent('desktop');
});
