import { Box, SimpleGrid } from '@mantine/core';
import { useRef, useState } from 'react';
import { PinLayer, type PinPlace } from '@/shared/ui/pins/PinLayer';
import { KitchenSection, KitchenState, Narrow } from './KitchenSection';

const PINS = [
  { uid: 'a', place: { x: 0.25, y: 0.35 }, resolved: false },
  { uid: 'b', place: { x: 0.55, y: 0.2, w: 0.3, h: 0.45 }, resolved: false },
  { uid: 'c', place: { x: 0.8, y: 0.8 }, resolved: true },
];
const NUMBERS = new Map([
  ['a', 1],
  ['b', 2],
  ['c', 3],
]);

/** A stand-in image: a gradient the pins sit on. */
function Picture({ draft, onDraft }: { draft: PinPlace | null; onDraft: (place: PinPlace | null) => void }) {
  const draftRef = useRef<HTMLButtonElement>(null);
  const [active, setActive] = useState<string | null>(null);
  return (
    <Box
      pos="relative"
      h={180}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: 'linear-gradient(135deg, #c97b4a, #f5c55b)',
        userSelect: 'none',
      }}
    >
      <PinLayer
        pins={PINS}
        numbers={NUMBERS}
        activeUid={active}
        onPick={setActive}
        draft={draft}
        onDraft={onDraft}
        onCancelDraft={() => onDraft(null)}
        draftRef={draftRef}
        labelOf={(uid) => `Pin ${NUMBERS.get(uid)}: comment by Paula`}
        draftLabel="New pin"
      />
    </Box>
  );
}

/** Pins on an image (comments that point): numbered points and boxes, resolved ones grey, a new one dashed. */
export function PinsDemo() {
  const [draft, setDraft] = useState<PinPlace>({ x: 0.4, y: 0.6 });
  return (
    <KitchenSection
      id="kitchen-pins"
      title="Pins on an image"
      components={['PinLayer']}
      description="Comments pinned on a point or a box of an image, numbered in the order they were written; a resolved one is grey. While a pin is placed, a click puts a point, a drag a box, and the arrow keys move it."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <KitchenState state="default">
          <Picture draft={null} onDraft={() => undefined} />
        </KitchenState>
        <KitchenState state="live">
          <Picture draft={draft} onDraft={(place) => setDraft(place ?? { x: 0.4, y: 0.6 })} />
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <Picture draft={null} onDraft={() => undefined} />
      </Narrow>
    </KitchenSection>
  );
}
