import { TASK_DIALOG } from '@expertos/domain/ui';
import {
  ActionIcon,
  Center,
  CloseButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { paths } from '@/config/paths';
import { closeTaskDialog, type TaskDialogTarget, taskDialogStore } from './open-task-dialog';
import { openTaskPage } from './use-task-dialog-address';

export interface TaskDialogProps {
  /**
   * The task's content. Until the tickets feature provides it, the frame shows its loading
   * state: the spinner the spec asks for while a task loads.
   */
  renderContent?: (target: TaskDialogTarget) => ReactNode;
}

function TaskDialogLoading() {
  const { t } = useTranslation();
  return (
    <Center mih={240}>
      <Stack align="center" gap="xs">
        <Loader size="lg" aria-label={t('ui.taskDialog.loading')} />
        <Text c="dimmed" size="sm">
          {t('ui.taskDialog.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** The task-details dialog frame, showing the task of `taskDialogStore`. */
export function TaskDialog({ renderContent }: TaskDialogProps) {
  const { t } = useTranslation();
  const target = useStore(taskDialogStore, (state) => state.target);
  // The task is cleared on close (docs/product.md#tickets).
  const close = closeTaskDialog;
  const openInPage = () => {
    if (!target?.projectSlug) return;
    openTaskPage(paths.brandTask(target.projectSlug, target.taskId));
  };
  const title = target?.title || t('ui.taskDialog.defaultTitle');
  const theme = useMantineTheme();
  // A phone gets the whole screen, as a sheet that slides up; read at once, so the first frame
  // is already the sheet rather than a centred dialog that then jumps.
  const phone =
    useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ??
    false;

  return (
    <Modal.Root
      opened={target !== null}
      onClose={close}
      // Full width on small screens, capped at TASK_DIALOG.maxWidthPx (1200px) on large ones.
      size="100%"
      fullScreen={phone}
      transitionProps={phone ? { transition: 'slide-up' } : undefined}
      trapFocus
      returnFocus
      closeOnEscape
    >
      <Modal.Overlay />
      <Modal.Content
        data-testid="task-dialog"
        style={phone ? undefined : { maxWidth: TASK_DIALOG.maxWidthPx }}
      >
        <Modal.Header>
          <Modal.Title component="div" style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h4" lineClamp={1}>
              {title}
            </Title>
          </Modal.Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('ui.taskDialog.openInNewPage')}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('ui.taskDialog.openInNewPage')}
                // Opened from its address, the brand is known once the task has loaded.
                disabled={!target?.projectSlug}
                onClick={openInPage}
              >
                <IconExternalLink size={20} />
              </ActionIcon>
            </Tooltip>
            <CloseButton size="lg" aria-label={t('ui.close')} onClick={close} />
          </Group>
        </Modal.Header>
        <Modal.Body>
          {/* The content may load its code lazily: the spinner shows meanwhile, not an empty frame. */}
          {target && (
            <Suspense fallback={<TaskDialogLoading />}>
              {renderContent ? renderContent(target) : <TaskDialogLoading />}
            </Suspense>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
