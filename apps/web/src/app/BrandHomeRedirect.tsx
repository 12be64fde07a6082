import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';

/**
 * `/brand/{slug}` alone: the brand page, which opens on its overview (docs/product.md#brands),
 * lives at `/brand/{slug}/tasks`; a link or a hand-typed address without the last segment
 * lands there, its query kept (`viewMode` chooses the view).
 */
export function BrandHomeRedirect() {
  const { projectSlug = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${paths.brandTasks(projectSlug)}${search}${hash}`} replace />;
}
