import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation scrolls to the top (docs/product.md#screens-and-routes). */
export function ScrollToTop() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}
