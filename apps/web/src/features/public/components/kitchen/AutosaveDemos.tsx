import { TICKET_MAX_TAGS, TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { Autosave } from '@/shared/lib/use-autosave';
import { AutosaveStatus } from '@/shared/ui/autosave/AutosaveStatus';
import { EditConflict } from '@/shared/ui/autosave/EditConflict';
import { CountLimit, LengthCounter } from '@/shared/ui/LengthCounter';
import { KitchenSection, KitchenState, Narrow } from './KitchenSection';

const grid = { base: 1, md: 2 } as const;
const nothing = () => {};

/** A field's autosave as the kit's components read it, frozen in one state for the page. */
function frozen(change: Partial<Autosave>): Autosave {
  return {
    text: 'Three reels before the launch.',
    status: 'saved',
    error: null,
    theirs: null,
    dirty: false,
    change: nothing,
    flush: nothing,
    revert: nothing,
    keep: nothing,
    useTheirs: nothing,
    ...change,
  };
}

const conflict = frozen({
  status: 'conflict',
  dirty: true,
  text: 'Three reels and two carousels before the launch; captions approved by Acme first.',
  theirs: 'Three reels before the launch, then a story series in the first week.',
});

export function AutosaveDemo() {
  return (
    <KitchenSection
      id="kitchen-autosave"
      title="Autosave"
      components={['AutosaveStatus', 'EditConflict']}
      description="Under a field that saves itself as it is typed (docs/product.md#autosave), and when someone else saved it meanwhile."
    >
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="loading">
          <AutosaveStatus autosave={frozen({ status: 'saving', dirty: true })} />
        </KitchenState>
        <KitchenState state="default">
          <AutosaveStatus autosave={frozen({ status: 'saved' })} />
        </KitchenState>
        <KitchenState state="error">
          <AutosaveStatus
            autosave={frozen({ status: 'failed', dirty: true, error: 'The network is down.' })}
          />
        </KitchenState>
        <KitchenState state="longText">
          <EditConflict field="Description" autosave={conflict} mergeable />
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <EditConflict field="Summary" autosave={conflict} />
      </Narrow>
    </KitchenSection>
  );
}

export function LimitsDemo() {
  return (
    <KitchenSection
      id="kitchen-limits"
      title="Length limits"
      components={['LengthCounter']}
      description="Shown from 80 % of a limit, said at it, and how far past it."
    >
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="default">
          <TextInput
            label="Summary"
            readOnly
            value={'x'.repeat(TICKET_SUMMARY_MAX - 50)}
            description={<LengthCounter length={TICKET_SUMMARY_MAX - 50} max={TICKET_SUMMARY_MAX} />}
          />
        </KitchenState>
        <KitchenState state="error">
          <TextInput
            label="Summary"
            readOnly
            value={'x'.repeat(TICKET_SUMMARY_MAX + 12)}
            description={<LengthCounter length={TICKET_SUMMARY_MAX + 12} max={TICKET_SUMMARY_MAX} />}
          />
        </KitchenState>
        <KitchenState state="disabled">
          <CountLimit count={TICKET_MAX_TAGS} max={TICKET_MAX_TAGS} what="tags" />
        </KitchenState>
        <KitchenState state="live">
          <CountLimit count={TICKET_MAX_TAGS - 3} max={TICKET_MAX_TAGS} what="tags" />
        </KitchenState>
      </SimpleGrid>
    </KitchenSection>
  );
}
