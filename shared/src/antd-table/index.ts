// antd's Table, shared as a module of its own beside the kit and `antd-signed-in`: the agent's lists, the
// dashboard's breakdowns and a few details screens draw it; the customer hub draws none, and with its
// filter tree, pagination and dropdowns it is the heaviest of antd's components. Same rules as
// `antd-signed-in`: import it from '@switchboard/shared/antd-table', never from 'antd/es/…'.
export { default as Table } from 'antd/es/table/index.js';
