// The phone breakpoint hook lives with the CRUD kit, whose lists switch to cards with it; ui offers it
// too, so screens and layouts keep importing it from here.
export { useIsMobile } from '@switchboard/shared/crud';
