// The antd components only details, editor and settings screens draw, never a list or the frame: shared
// as a module of their own so a list's first load does not fetch them (the colour picker brings a slider,
// the upload a progress bar, the mentions box its own textarea). Same rules as `antd-signed-in`: import
// them from '@switchboard/shared/antd-details', never from 'antd/es/…'.
export { default as ColorPicker } from 'antd/es/color-picker/index.js';
export { default as Descriptions } from 'antd/es/descriptions/index.js';
export { default as InputNumber } from 'antd/es/input-number/index.js';
export { default as Mentions } from 'antd/es/mentions/index.js';
export { default as Timeline } from 'antd/es/timeline/index.js';
export { default as Upload } from 'antd/es/upload/index.js';
