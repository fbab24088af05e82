export { DocsDrawer, HELP_LOAD_TIMEOUT_MS, type DocsDrawerProps } from './docs-drawer';
export {
  HELP_PAGES,
  HELP_ROUTES,
  helpPageFile,
  helpPageFor,
  helpPageUrl,
  stripIds,
  type HelpPageId,
  type HelpTarget,
} from './help-pages';
