// The antd components the signed-out antd screens (registration, password pages, invitation, boot
// failure) and the providers render, provided to the Module Federation share scope as `antd`. The two
// sign-in screens render no antd at all (ADRs 87, 88): the kit loads after them, or with those pages.
// A shared module cannot be tree-shaken (the host cannot know what remotes will import), so sharing
// antd itself ships the whole library (~400 KB gzip). Sharing this list instead keeps one antd
// instance (one ConfigProvider context, one cssinjs cache) at the size of what the first screen shows.
// Every other component is in the shared module '@switchboard/shared/antd-signed-in', fetched after
// sign-in. Six stay here though no signed-out screen renders them, because the kit carries their code
// anyway and moving them would not lighten the sign-in: Row and Col (Form's grid), Empty (Select's empty
// list), Tooltip (Typography), Modal (App's modal hooks), Collapse (Button's styles reach it).
// Add a component here only when a signed-out screen renders it; a unit test checks every `from 'antd'`
// import is listed.
export {
  Alert,
  App,
  Button,
  Col,
  Collapse,
  ConfigProvider,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Row,
  Segmented,
  Select,
  Space,
  Tooltip,
  Typography,
  theme,
} from 'antd/es/index.js';
