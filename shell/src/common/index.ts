export { initialsOf } from './initials';
export { useViewport, viewportKind, type ViewportKind } from './use-viewport';
