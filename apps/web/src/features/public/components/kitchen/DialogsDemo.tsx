import { LOADING_OVERLAY } from '@expertos/domain/ui';
import { Box, Button, Center, Code, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { withLoading } from '@/shared/ui/loading/loading-store';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { KitchenSection, KitchenState } from './KitchenSection';

const LONG_TITLE = 'Remove ada.augusta.king-noel.countess-of-lovelace@analytical-engine.example.com?';
const LONG_MESSAGE =
  'They lose access to this workspace and its brands at once: their open tickets stay assigned to them until someone reassigns them, and their tracked time stays in the reports.';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function ConfirmDemo() {
  const [result, setResult] = useState<string>('not asked yet');
  const ask = async (options: Parameters<typeof confirm>[0]) => {
    const ok = await confirm(options);
    setResult(ok ? 'confirmed' : 'cancelled');
  };
  return (
    <KitchenSection
      id="kitchen-confirm"
      title="Confirm dialog"
      components={['ConfirmDialog']}
      description="Esc cancels, Ok has the focus."
    >
      <KitchenState state="live">
        <Group gap="xs">
          <Button onClick={() => ask({})}>Confirm with defaults</Button>
          <Button
            variant="light"
            color="red"
            onClick={() =>
              ask({
                title: 'Delete this brand?',
                message: 'Its tasks stay in the archive.',
                ok: 'Delete',
                cancel: 'Keep',
              })
            }
          >
            Confirm with custom texts
          </Button>
          <Button variant="default" onClick={() => ask({ title: LONG_TITLE, message: LONG_MESSAGE })}>
            Confirm with long texts
          </Button>
        </Group>
      </KitchenState>
      <Text size="sm">
        Result: <Code data-testid="confirm-result">{result}</Code>
      </Text>
    </KitchenSection>
  );
}

export function LoadingDemo() {
  return (
    <KitchenSection
      id="kitchen-loading"
      title="Loading overlay"
      components={['LoadingOverlay']}
      description={`Full page, delay ${LOADING_OVERLAY.delay} ms, spinner size ${LOADING_OVERLAY.spinnerSize}.`}
    >
      <KitchenState state="loading">
        <Box
          h={140}
          bg="var(--mantine-color-gray-7)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          aria-label="Loading overlay preview"
          role="img"
        >
          <Center h="100%">
            <Loader size={LOADING_OVERLAY.spinnerSize} color="white" />
          </Center>
        </Box>
      </KitchenState>
      <KitchenState state="live">
        <Group>
          <Button variant="light" onClick={() => void withLoading(wait(2000), 'Working for 2 s…')}>
            Show the overlay for 2 s
          </Button>
        </Group>
      </KitchenState>
    </KitchenSection>
  );
}

export function TaskDialogDemo() {
  return (
    <KitchenSection
      id="kitchen-task-dialog"
      title="Task-details dialog"
      components={['TaskDialog']}
      description="Opened by an event from anywhere; spinner while the task loads, then the task or why it cannot be shown; up to 1200px wide."
    >
      <KitchenState state="live">
        <Group>
          <Button
            onClick={() =>
              openTaskDialog({
                taskId: 'demo-task',
                projectSlug: 'demo-brand',
                title: 'Film the spring campaign reel',
              })
            }
          >
            Open a task
          </Button>
          <Button
            variant="default"
            onClick={() =>
              openTaskDialog({
                taskId: 'demo-task',
                projectSlug: 'demo-brand',
                title: `${LONG_TITLE} ${LONG_MESSAGE}`,
              })
            }
          >
            Open a task with a long title
          </Button>
        </Group>
      </KitchenState>
    </KitchenSection>
  );
}
