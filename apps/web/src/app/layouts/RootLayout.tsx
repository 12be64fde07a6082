import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { registerNavigator } from '@/shared/lib/navigation';
import { TaskDialogHost } from '@/shared/ui/task-dialog/TaskDialogHost';
import { NavigationProgress } from './NavigationProgress';
import { ScrollToTop } from './ScrollToTop';

/** Wraps every route: scroll reset, route-loading bar, the task dialog, and navigation for non-React code. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => {
      void navigate(to, options);
    });
    return () => registerNavigator(null);
  }, [navigate]);

  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <Outlet />
      <TaskDialogHost />
    </>
  );
}
