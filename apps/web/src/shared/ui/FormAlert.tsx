import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type FormAlertTone = 'error' | 'warning' | 'success';

const TONES = {
  error: { color: 'red', Icon: IconAlertCircle },
  warning: { color: 'yellow', Icon: IconInfoCircle },
  success: { color: 'teal', Icon: IconCircleCheck },
} as const;

/**
 * A form's own message (incomplete data, the server's answer), announced to screen readers
 * as it appears. Renders nothing without children.
 */
export function FormAlert({ tone = 'error', children }: { tone?: FormAlertTone; children?: ReactNode }) {
  if (!children) return null;
  const { color, Icon } = TONES[tone];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={18} aria-hidden />}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="form-alert"
    >
      {children}
    </Alert>
  );
}
