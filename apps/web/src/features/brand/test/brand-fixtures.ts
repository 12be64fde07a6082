import type { Assistant, Audience, BrandVoice, FeedbackItem, Influence } from '@expertos/domain/brand.schema';
import type { Project, ProjectUser } from '@expertos/domain/project.schema';
import { vi } from 'vitest';
import { aProject } from '@/test/fixtures';
import * as feedbackApi from '../api/brand-feedback';
import * as postsApi from '../api/brand-posts';
import * as brandProjectApi from '../api/brand-project';
import * as records from '../api/brand-records';
import * as setupProgressApi from '../api/brand-setup-progress';

const at = '2026-01-05T10:00:00.000Z';
const base = { project_uid: 'p1', created_at: at, updated_at: at };

export const acme = aProject({ uid: 'p1', name: 'Acme', slug: 'acme', workspace_uid: 'w1' });

export function aVoice(change: Partial<BrandVoice> = {}): BrandVoice {
  return {
    ...base,
    uid: 'v1',
    name: 'Warm',
    description: '',
    tone: [],
    do_say: [],
    dont_say: [],
    sample_posts: [],
    is_default: true,
    ...change,
  };
}

export function anAudience(change: Partial<Audience> = {}): Audience {
  return {
    ...base,
    uid: 'a1',
    name: 'Students',
    description: '',
    age_range: '18–24',
    locations: [],
    interests: [],
    pain_points: [],
    is_default: true,
    ...change,
  };
}

export function anInfluence(change: Partial<Influence> = {}): Influence {
  return { ...base, uid: 'i1', name: 'Patagonia', url: null, platform: null, notes: '', ...change };
}

export function anAssistant(change: Partial<Assistant> = {}): Assistant {
  return {
    ...base,
    uid: 's1',
    name: 'Copywriter',
    instructions: '',
    model: 'balanced',
    temperature: 0.7,
    brand_voice_uid: null,
    is_default: true,
    ...change,
  };
}

export function aFeedbackItem(change: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    uid: 'f1',
    field: 'name',
    content: 'Looks good',
    author: { uid: 'u2', name: 'Grace Hopper' },
    created_at: at,
    ...change,
  };
}

export interface BrandServer {
  project?: Project;
  people?: ProjectUser[];
  voices?: BrandVoice[];
  audiences?: Audience[];
  influences?: Influence[];
  assistants?: Assistant[];
  feedback?: FeedbackItem[];
}

/** Answers the wizard's loads from memory; answers the spies of the writes a test looks at. */
export function stubBrandServer({
  project = acme,
  people = [],
  voices = [],
  audiences = [],
  influences = [],
  assistants = [],
  feedback = [],
}: BrandServer = {}) {
  vi.spyOn(brandProjectApi, 'fetchBrandBySlug').mockResolvedValue(project);
  vi.spyOn(brandProjectApi, 'fetchBrandPeople').mockResolvedValue(people);
  vi.spyOn(records.voices, 'list').mockResolvedValue(voices);
  vi.spyOn(records.audiences, 'list').mockResolvedValue(audiences);
  vi.spyOn(records.influences, 'list').mockResolvedValue(influences);
  vi.spyOn(records.assistants, 'list').mockResolvedValue(assistants);
  vi.spyOn(feedbackApi, 'fetchFeedback').mockImplementation(async () => feedback);
  vi.spyOn(postsApi, 'fetchBrandPosts').mockResolvedValue([]);
  // Counted from the same lists when asked, so records a test adds to them count too.
  vi.spyOn(setupProgressApi, 'fetchSetupProgress').mockImplementation(async () => ({
    influences: influences.length,
    audiences: audiences.length,
    brand_voices: voices.length,
    feedback: feedback.length,
  }));
  return {
    updateBrand: vi.spyOn(brandProjectApi, 'updateBrand'),
    createVoice: vi.spyOn(records.voices, 'create'),
    setDefaultAudience: vi.spyOn(records.audiences, 'setDefault' as never),
  };
}
