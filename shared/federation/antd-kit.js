// The antd components Switchboard uses, provided to the Module Federation share scope as `antd`.
// A shared module cannot be tree-shaken (the host cannot know what remotes will import), so sharing
// antd itself ships the whole library (~400 KB gzip). Sharing this list instead keeps one antd
// instance (one ConfigProvider context, one cssinjs cache) at the size of what is used.
// The heavy components (Table, DatePicker, Mentions, Upload…) are not here: they are the shared module
// '@switchboard/shared/antd-heavy', fetched by the screens that use them, so first screens stay light.
// Add a component here before importing it; a unit test checks every `from 'antd'` import is listed.
export {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Col,
  Collapse,
  ConfigProvider,
  Divider,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Menu,
  Modal,
  Popover,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd/es/index.js';
