// The react-router API Switchboard uses, provided to the Module Federation share scope as
// `react-router-dom`. As with antd-kit.js: a shared module cannot be tree-shaken, and react-router 7
// whole is ~62 KB gzip (data routers, server rendering, fetchers) where these exports are ~16 KB.
// One router instance (one location context) still serves the host and every remote.
// Add a name here before importing it; a unit test checks every `from 'react-router-dom'` import is listed.
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
