// antd's DatePicker (and its RangePicker), shared as a module of its own beside the kit and
// `antd-signed-in`: with its panels, locale data and dayjs plugins it is the heaviest component after
// Table, and only the screens that pick a date draw it (the tickets list's filters, a ticket's
// properties, the category designer, the trend dashboard); the frame, the other lists and the dashboard's
// first screen never fetch it. Same rules as `antd-signed-in`: import it from
// '@switchboard/shared/antd-date', never from 'antd/es/…'.
export { default as DatePicker } from 'antd/es/date-picker/index.js';
