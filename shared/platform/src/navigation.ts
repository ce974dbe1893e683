/**
 * Routing for the remotes. The shell owns the router; remotes read and change the location only
 * through these, which keeps react-router one copy on the page inside this shared package (and
 * lets webpack keep only what is used).
 */
export {
  Link,
  Navigate,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
} from 'react-router';
