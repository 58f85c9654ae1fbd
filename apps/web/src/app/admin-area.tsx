import { useRoutes, type RouteObject } from 'react-router';
import { AdminGuard } from './admin-guard';
import { adminRoutes } from './admin-routes';

/** /admin/*: the guard, then the back office's routes (relative to /admin). */
const routes: RouteObject[] = [{ element: <AdminGuard />, children: adminRoutes }];

/**
 * The back office's entry, a chunk of its own (src/app/router.tsx): a shopper's first load carries
 * neither its routes nor its guard (decision 291).
 */
export default function AdminArea() {
  return useRoutes(routes);
}
