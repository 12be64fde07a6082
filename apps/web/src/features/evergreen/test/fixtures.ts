import type { EvergreenPost, EvergreenSettings } from '@expertos/domain/evergreen';
import type { EvergreenPage } from '../api/evergreen';

export const aPost = (change: Partial<EvergreenPost> = {}): EvergreenPost => ({
  ticket: { uid: 't1', id: 123, summary: 'Five tips for sourdough', status: 'published' },
  repeats: 1,
  max_repeats: 3,
  marked_by: null,
  marked: '2030-01-01T09:00:00.000Z',
  last_recycled: '2030-02-01T09:00:00.000Z',
  next_eligible: '2030-05-02',
  paused: false,
  variant: null,
  ...change,
});

export const someSettings = (change: Partial<EvergreenSettings> = {}): EvergreenSettings => ({
  cooldown_days: 90,
  max_repeats: 3,
  approval_again: false,
  paused: false,
  ...change,
});

export const aPage = (change: Partial<EvergreenPage> = {}): EvergreenPage => ({
  settings: someSettings(),
  approval_required: false,
  items: [aPost()],
  ...change,
});
