export * from './DocsDrawer';
export * from './helpPages';
