import { LOADING_OVERLAY } from '@expertos/domain/ui';
import { Box, Button, Center, Code, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { withLoading } from '@/shared/ui/loading/loading-store';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { KitchenSection } from './KitchenSection';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function ConfirmDemo() {
  const [result, setResult] = useState<string>('not asked yet');
  const ask = async (custom: boolean) => {
    const ok = await confirm(
      custom
        ? {
            title: 'Delete this brand?',
            message: 'Its tasks stay in the archive.',
            ok: 'Delete',
            cancel: 'Keep',
          }
        : {},
    );
    setResult(ok ? 'confirmed' : 'cancelled');
  };
  return (
    <KitchenSection id="kitchen-confirm" title="Confirm dialog" description="Esc cancels, Ok has the focus.">
      <Group gap="xs">
        <Button onClick={() => ask(false)}>Confirm with defaults</Button>
        <Button variant="light" color="red" onClick={() => ask(true)}>
          Confirm with custom texts
        </Button>
      </Group>
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
      description={`Full page, delay ${LOADING_OVERLAY.delay} ms, spinner size ${LOADING_OVERLAY.spinnerSize}.`}
    >
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
      <Group>
        <Button variant="light" onClick={() => void withLoading(wait(2000), 'Working for 2 s…')}>
          Show the overlay for 2 s
        </Button>
      </Group>
    </KitchenSection>
  );
}

export function TaskDialogDemo() {
  return (
    <KitchenSection
      id="kitchen-task-dialog"
      title="Task-details dialog"
      description="Opened by an event from anywhere; spinner while the task loads; up to 1200px wide."
    >
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
      </Group>
    </KitchenSection>
  );
}
