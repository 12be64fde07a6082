import { vi } from 'vitest';
import { registerNavigator } from '@/shared/lib/navigation';

/** Records the app's navigations (outside React) instead of moving the test's window. */
export function recordNavigations() {
  const navigate = vi.fn();
  registerNavigator(navigate);
  return navigate;
}

/** Forgets the recorder: for afterEach. */
export function stopRecordingNavigations(): void {
  registerNavigator(null);
}
