import { Box, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { useRef, useState } from 'react';
import { nudgePin, type PinPlace, pinFromDrag, relativePoint } from './pin-geometry';

export type { PinPlace } from './pin-geometry';

/** A pin over the image: its comment's uid, where it is, and whether the comment is resolved. */
export interface PinMark {
  uid: string;
  place: PinPlace;
  resolved: boolean;
}

const pct = (value: number) => `${value * 100}%`;
const STEP = 0.01;
const BIG_STEP = 0.1;

function PinShape({
  place,
  number,
  label,
  tone,
  active,
  onClick,
  buttonRef,
  onKeyDown,
  testId,
}: {
  place: PinPlace;
  number: string;
  label: string;
  tone: 'open' | 'resolved' | 'draft';
  active?: boolean;
  onClick?: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  testId: string;
}) {
  const color =
    tone === 'draft'
      ? 'var(--mantine-color-orange-filled)'
      : tone === 'resolved'
        ? 'var(--mantine-color-gray-6)'
        : 'var(--mantine-primary-color-filled)';
  return (
    <>
      {place.w !== undefined && place.h !== undefined && (
        <Box
          pos="absolute"
          style={{
            left: pct(place.x),
            top: pct(place.y),
            width: pct(place.w),
            height: pct(place.h),
            border: `2px ${tone === 'draft' ? 'dashed' : 'solid'} ${color}`,
            background: tone === 'draft' ? 'rgba(253, 126, 20, 0.12)' : undefined,
            borderRadius: 4,
            opacity: tone === 'resolved' ? 0.6 : 1,
            pointerEvents: 'none',
          }}
          aria-hidden
        />
      )}
      <UnstyledButton
        ref={buttonRef}
        aria-label={label}
        aria-current={active || undefined}
        data-testid={testId}
        onClick={onClick}
        onKeyDown={onKeyDown}
        pos="absolute"
        w={24}
        h={24}
        style={{
          left: pct(place.x),
          top: pct(place.y),
          transform: 'translate(-50%, -50%)',
          borderRadius: '50%',
          background: color,
          color: 'white',
          fontSize: 12,
          fontWeight: 700,
          textAlign: 'center',
          lineHeight: '20px',
          border: `2px solid ${active ? 'var(--mantine-color-yellow-4)' : 'white'}`,
          boxShadow: '0 1px 3px rgba(0, 0, 0, 0.4)',
          opacity: tone === 'resolved' ? 0.7 : 1,
          zIndex: tone === 'draft' ? 3 : 2,
        }}
      >
        {number}
      </UnstyledButton>
    </>
  );
}

export interface PinLayerProps {
  pins: readonly PinMark[];
  numbers: ReadonlyMap<string, number>;
  activeUid: string | null;
  onPick: (uid: string) => void;
  /** The pin being placed; null while none is. */
  draft: PinPlace | null;
  onDraft: (place: PinPlace) => void;
  onCancelDraft: () => void;
  draftRef: RefObject<HTMLButtonElement | null>;
  /** Each pin's accessible name (number and author). */
  labelOf: (uid: string) => string;
  /** The accessible name of the pin being placed. */
  draftLabel: string;
}

/**
 * The pins over an image (the ticket's images, the client portal's): numbered markers (and the boxes they stand for), each a button that
 * picks its comment. While a pin is being placed, the image takes the pointer — a click puts a
 * point there, a drag spans a box — and the new pin takes the arrow keys.
 */
export function PinLayer({
  pins,
  numbers,
  activeUid,
  onPick,
  draft,
  onDraft,
  onCancelDraft,
  draftRef,
  labelOf,
  draftLabel,
}: PinLayerProps) {
  const surface = useRef<HTMLDivElement>(null);
  const from = useRef<{ x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState<PinPlace | null>(null);

  const at = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return relativePoint(rect, event.clientX, event.clientY);
  };

  const moveDraft = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!draft) return;
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onDraft(nudgePin(draft, move[0], move[1]));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancelDraft();
    }
  };

  const shown = dragging ?? draft;
  return (
    <>
      {draft && (
        <Box
          ref={surface}
          pos="absolute"
          inset={0}
          data-testid="pin-surface"
          style={{ cursor: 'crosshair', touchAction: 'none', zIndex: 1 }}
          onPointerDown={(event) => {
            event.preventDefault();
            from.current = at(event);
            setDragging(pinFromDrag(from.current, from.current));
            event.currentTarget.setPointerCapture?.(event.pointerId);
          }}
          onPointerMove={(event) => {
            if (from.current) setDragging(pinFromDrag(from.current, at(event)));
          }}
          onPointerUp={(event) => {
            if (!from.current) return;
            const placed = pinFromDrag(from.current, at(event));
            from.current = null;
            setDragging(null);
            onDraft(placed);
            draftRef.current?.focus();
          }}
          onPointerCancel={() => {
            from.current = null;
            setDragging(null);
          }}
        />
      )}
      {pins.map((pin) => (
        <PinShape
          key={pin.uid}
          place={pin.place}
          number={String(numbers.get(pin.uid) ?? '')}
          label={labelOf(pin.uid)}
          tone={pin.resolved ? 'resolved' : 'open'}
          active={pin.uid === activeUid}
          onClick={() => onPick(pin.uid)}
          testId="image-pin"
        />
      ))}
      {shown && (
        <PinShape
          place={shown}
          number="+"
          label={draftLabel}
          tone="draft"
          buttonRef={draftRef}
          onKeyDown={moveDraft}
          testId="draft-pin"
        />
      )}
    </>
  );
}
