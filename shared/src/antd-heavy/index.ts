// The heavy antd components, shared as their own module so the first screens (sign-in, the shell
// layout, the hub's auth screen) do not fetch them: the `antd` kit (federation/antd-kit.js) holds the
// light ones. Both are provided by the same container, so these components run against the kit's
// ConfigProvider, theme and locale contexts (one module instance each per webpack runtime).
// Import them from '@switchboard/shared/antd-heavy', never from 'antd/es/…' in an app: that would
// bundle a private copy outside the share scope.
export { default as Checkbox } from 'antd/es/checkbox/index.js';
export { default as ColorPicker } from 'antd/es/color-picker/index.js';
export { default as DatePicker } from 'antd/es/date-picker/index.js';
export { default as Descriptions } from 'antd/es/descriptions/index.js';
export { default as InputNumber } from 'antd/es/input-number/index.js';
export { default as Mentions } from 'antd/es/mentions/index.js';
export { default as Table } from 'antd/es/table/index.js';
export { default as Tabs } from 'antd/es/tabs/index.js';
export { default as Timeline } from 'antd/es/timeline/index.js';
export { default as Upload } from 'antd/es/upload/index.js';
