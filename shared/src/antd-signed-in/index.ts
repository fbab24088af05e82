// The antd components only signed-in screens use, shared as their own module so the sign-in screens
// (agent and hub) do not fetch them: the `antd` kit (federation/antd-kit.js) holds what those screens and
// the providers render. Both modules are provided by the same container, so these components run against
// the kit's ConfigProvider, theme, locale and direction (one module instance each per webpack runtime).
// Import them from '@switchboard/shared/antd-signed-in', never from 'antd/es/…' in an app: that would
// bundle a private copy outside the share scope. A component whose code the kit carries anyway (Modal
// inside App's hooks, Row and Col inside Form, Tooltip inside Typography…) stays in the kit: moving it here
// would not lighten the sign-in. Card is here because its tab bar brings Tabs, and with it rc-tabs, rc-menu
// and rc-dropdown: the signed-out screens draw their box with the shared SignInPanel instead.
// The frame and the lists draw these; Table has a module of its own (`antd-table`: the hub's screens
// draw none), so has DatePicker (`antd-date`: only screens that pick a date), and what only details,
// editors and settings draw is in `antd-details`.
export { default as Avatar } from 'antd/es/avatar/index.js';
export { default as Badge } from 'antd/es/badge/index.js';
export { default as Breadcrumb } from 'antd/es/breadcrumb/index.js';
export { default as Card } from 'antd/es/card/index.js';
export { default as Checkbox } from 'antd/es/checkbox/index.js';
export { default as Divider } from 'antd/es/divider/index.js';
export { default as Drawer } from 'antd/es/drawer/index.js';
export { default as Layout } from 'antd/es/layout/index.js';
export { default as Popover } from 'antd/es/popover/index.js';
export { default as Skeleton } from 'antd/es/skeleton/index.js';
export { default as Spin } from 'antd/es/spin/index.js';
export { default as Switch } from 'antd/es/switch/index.js';
export { default as Tabs } from 'antd/es/tabs/index.js';
export { default as Tag } from 'antd/es/tag/index.js';
