import { BADGE_POSITIONS } from '@expertos/domain/ui';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { NotificationCard } from '@/shared/ui/notify/NotificationCard';
import { notify } from '@/shared/ui/notify/notify-store';
import { KitchenSection } from './KitchenSection';

function showUpdatable() {
  const update = notify({ type: 'positive', message: 'Uploading 3 files…', group: false, timeout: 4000 });
  setTimeout(() => update({ message: 'All 3 files uploaded.' }), 1500);
}

/** Notifications in every state: static previews, then live triggers. */
export function NotificationsDemo() {
  return (
    <KitchenSection
      id="kitchen-notifications"
      title="Notifications"
      description="Positive and negative; duplicates are grouped with a counter badge; dismissed after timeout + 1 s."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg" pt="xs">
        <NotificationCard type="positive" message="The e-mail was sent." />
        <NotificationCard
          type="negative"
          message="Something went wrong on our end. Please try again later."
        />
        {BADGE_POSITIONS.map((position, index) => (
          <NotificationCard
            key={position}
            type={index % 2 === 0 ? 'positive' : 'negative'}
            message={`Grouped ×${index + 2}, badge ${position}`}
            count={index + 2}
            badgePosition={position}
          />
        ))}
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Live
        </Text>
        <Group gap="xs">
          <Button
            variant="light"
            color="teal"
            onClick={() => notify({ type: 'positive', message: 'Saved.' })}
          >
            Positive
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={() => notify({ type: 'negative', message: 'Could not save.' })}
          >
            Negative
          </Button>
          <Button
            variant="light"
            onClick={() => notify({ type: 'negative', message: 'Duplicate error (click again)' })}
          >
            Grouped duplicate
          </Button>
          <Button
            variant="light"
            onClick={() =>
              notify({ type: 'positive', message: `Sync ${new Date().toLocaleTimeString()}`, group: 'sync' })
            }
          >
            Explicit group key
          </Button>
          <Button variant="light" onClick={showUpdatable}>
            Updatable (group: false)
          </Button>
          <Button
            variant="default"
            onClick={() => notify({ type: 'positive', message: 'never shown', badgePosition: 'middle' })}
          >
            Wrong badge position (console error)
          </Button>
        </Group>
      </Stack>
    </KitchenSection>
  );
}
