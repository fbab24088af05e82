// The antd components Switchboard uses, provided to the Module Federation share scope as `antd`.
// A shared module cannot be tree-shaken (the host cannot know what remotes will import), so sharing
// antd itself ships the whole library (~400 KB gzip). Sharing this list instead keeps one antd
// instance (one ConfigProvider context, one cssinjs cache) at the size of what is used.
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
  ConfigProvider,
  Divider,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Menu,
  Popover,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd/es/index.js';
