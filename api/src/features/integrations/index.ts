export { integrationsArea } from './integrations-area.js';
