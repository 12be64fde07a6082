import { BADGE_POSITIONS } from '@expertos/domain/ui';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { formatInstant } from '@/shared/lib/format';
import { NotificationCard } from '@/shared/ui/notify/NotificationCard';
import { notify } from '@/shared/ui/notify/notify-store';
import { KitchenSection, KitchenState, Narrow } from './KitchenSection';

function showUpdatable() {
  const update = notify({ type: 'positive', message: 'Uploading 3 files…', group: false, timeout: 4000 });
  setTimeout(() => update({ message: 'All 3 files uploaded.' }), 1500);
}

const LONG =
  'The ticket could not be created: the brand was removed by another admin while you were writing it, so choose another brand and try again.';

/** Notifications in every state: static cards, then live ones in the stack. */
export function NotificationsDemo() {
  return (
    <KitchenSection
      id="kitchen-notifications"
      title="Notifications"
      components={['NotificationCard', 'NotificationStack']}
      description="Positive and negative; duplicates are grouped with a counter badge; dismissed after timeout + 1 s; a wrong badge position is refused with a console error."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        <KitchenState state="default">
          <NotificationCard type="positive" message="The e-mail was sent." />
        </KitchenState>
        <KitchenState state="error">
          <NotificationCard
            type="negative"
            message="Something went wrong on our end. Please try again later."
          />
        </KitchenState>
        {BADGE_POSITIONS.map((position, index) => (
          <KitchenState key={position} state="default">
            <NotificationCard
              type={index % 2 === 0 ? 'positive' : 'negative'}
              message={`Grouped ×${index + 2}, badge ${position}`}
              count={index + 2}
              badgePosition={position}
            />
          </KitchenState>
        ))}
        <KitchenState state="longText">
          <NotificationCard type="negative" message={LONG} count={12} onClose={() => {}} />
        </KitchenState>
        <Narrow>
          <NotificationCard type="positive" message="Ticket #128 was created." onClose={() => {}} />
        </Narrow>
      </SimpleGrid>
      <KitchenState state="live">
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
              notify({
                type: 'positive',
                message: `Sync ${formatInstant(new Date(), undefined, { timeStyle: 'medium' })}`,
                group: 'sync',
              })
            }
          >
            Explicit group key
          </Button>
          <Button variant="light" onClick={showUpdatable}>
            Updatable (group: false)
          </Button>
          <Button variant="light" onClick={() => notify({ type: 'negative', message: LONG })}>
            Long text
          </Button>
          <Button
            variant="default"
            onClick={() => notify({ type: 'positive', message: 'never shown', badgePosition: 'middle' })}
          >
            Wrong badge position
          </Button>
        </Group>
      </KitchenState>
    </KitchenSection>
  );
}
