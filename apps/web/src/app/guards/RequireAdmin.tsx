import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useIsAdmin } from '@/shared/stores/use-session';

/**
 * Admin-only routes send everyone else to the dashboard (docs/product.md#roles-and-access). Use
 * inside RequireAuth.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const admin = useIsAdmin();
  if (!admin) return <Navigate to={paths.dashboard()} replace />;
  return children ?? <Outlet />;
}
