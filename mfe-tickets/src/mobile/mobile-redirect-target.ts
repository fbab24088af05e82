/** Last segment of a ticket details path that marks its mobile variant. */
export const MOBILE_SEGMENT = 'mobile';

// `…/details`, `…/details/<id>`, each optionally followed by `/mobile`.
const DETAILS_PATH = /^(.*\/details(?:\/(?!mobile(?:\/|$))[^/]+)?)(\/mobile)?\/?$/;

/**
 * Where a ticket details route should send the user: small screens go to the
 * `/mobile` variant of a details page, desktop users on a mobile variant go back to the
 * desktop page. Returns `null` when the current path is already the right one.
 */
export function mobileRedirectTarget(pathname: string, isMobile: boolean): string | null {
  const match = DETAILS_PATH.exec(pathname);
  if (!match) return null;
  const desktopPath = match[1];
  const onMobileVariant = match[2] !== undefined;
  if (isMobile && !onMobileVariant) return `${desktopPath}/${MOBILE_SEGMENT}`;
  if (!isMobile && onMobileVariant) return desktopPath;
  return null;
}
