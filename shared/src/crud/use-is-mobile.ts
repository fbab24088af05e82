import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@switchboard/shared/contracts';

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

function detectMobile(): boolean {
  if (typeof window === 'undefined') return false;
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return window.innerWidth < MOBILE_BREAKPOINT_PX || MOBILE_AGENT.test(agent);
}

/** True below 768 px or on a mobile browser; follows window resizes. */
export function useIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(detectMobile);
  useEffect(() => {
    const update = () => setIsMobile(detectMobile());
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return isMobile;
}
