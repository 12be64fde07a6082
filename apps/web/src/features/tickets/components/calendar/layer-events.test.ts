import { describe, expect, it } from 'vitest';
import type { CalendarLayerEvent } from '@/shared/ui/slots';
import { layerToEvent } from './layer-events';

const event = (start: Date): CalendarLayerEvent => ({
  id: 'p',
  title: 'Post',
  start: start.toISOString(),
  movable: true,
  color: 'blue',
  className: '',
  data: {},
  canMove: () => true,
  move: async () => true,
  open: () => undefined,
  render: () => null,
});

describe('a layer event on the calendar', () => {
  it('lasts a moment, so one late in the evening stays on its own day', () => {
    const start = new Date(2026, 10, 29, 23, 30);
    const end = layerToEvent(event(start)).end as Date;
    expect(end.getTime()).toBeGreaterThan(start.getTime());
    expect(end.getDate()).toBe(29);
  });
});
