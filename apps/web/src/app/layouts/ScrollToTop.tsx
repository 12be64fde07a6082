import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { onlyDialogAddressChanged } from '@/shared/ui/task-dialog/use-task-dialog-address';

/**
 * Every navigation scrolls to the top (docs/product.md#screens-and-routes), except opening
 * or closing the task dialog over the page (its `?task=` address): the page stays where it was.
 */
export function ScrollToTop() {
  const location = useLocation();
  const previous = useRef(location);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key !== location.key && onlyDialogAddressChanged(before, location)) return;
    window.scrollTo(0, 0);
  }, [location.key]);
  return null;
}
