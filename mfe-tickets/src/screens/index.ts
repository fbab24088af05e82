export { PlaceholderPage, type PlaceholderPageProps } from './placeholder-page';
