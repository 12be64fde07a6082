import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskLoadFailure } from './task-load-error';

export interface TaskLoadProblemProps {
  failure: TaskLoadFailure;
  onRetry?: () => void;
  /** Links out (back to the tasks, sign in). */
  actions?: ReactNode;
}

const LOOKS = {
  no_access: { color: 'orange', Icon: IconLock, title: 'noAccess', text: 'noAccessText' },
  signed_out: { color: 'orange', Icon: IconLock, title: 'noAccess', text: 'noAccessText' },
  not_found: { color: 'gray', Icon: IconMoodEmpty, title: 'notFound', text: 'notFoundText' },
  failed: { color: 'red', Icon: IconAlertCircle, title: 'loadError', text: 'loadErrorText' },
} as const;

/** Why a task is not shown: no access, gone, or a failure that may pass with another try. */
export function TaskLoadProblem({ failure, onRetry, actions }: TaskLoadProblemProps) {
  const { t } = useTranslation();
  const { color, Icon, title, text } = LOOKS[failure];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={20} aria-hidden />}
      title={t(`ui.tickets.details.${title}`)}
      role="alert"
      data-testid="task-load-problem"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`ui.tickets.details.${text}`)}</Text>
        {failure === 'failed' && onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('ui.common.retry')}
          </Button>
        )}
        {actions}
      </Stack>
    </Alert>
  );
}
