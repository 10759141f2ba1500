// The part of React Router the portal uses, and the only part shared between the shell and the
// remotes. Federation cannot tree-shake a shared package, and the whole of react-router (server
// rendering, framework mode) would double the shell's first load. ESLint reads this list: an
// import of any other runtime name from 'react-router' fails lint.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useRoutes,
  useSearchParams,
} from '../node_modules/react-router/dist/production/index.mjs';
