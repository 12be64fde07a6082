import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  assistantUpdateSchema,
  audienceUpdateSchema,
  brandVoiceInputSchema,
  brandVoiceUpdateSchema,
  influenceUpdateSchema,
} from './brand.schema';
import { projectSchema } from './project.schema';
import { aProject } from './testing/projects';

describe('brand record update schemas', () => {
  it('keep only the fields sent (no input defaults), so a PUT never resets what it left out', () => {
    expect(brandVoiceUpdateSchema.parse({ name: 'Warm' })).toEqual({ name: 'Warm' });
    expect(assistantUpdateSchema.parse({})).toEqual({});
    expect(audienceUpdateSchema.parse({ interests: ['tea'] })).toEqual({ interests: ['tea'] });
    expect(influenceUpdateSchema.parse({ url: null })).toEqual({ url: null });
  });

  it('check the fields they are sent as the input does', () => {
    expect(brandVoiceUpdateSchema.safeParse({ name: '' }).success).toBe(false);
    expect(assistantUpdateSchema.safeParse({ temperature: 2 }).success).toBe(false);
    // The input still fills its defaults.
    expect(brandVoiceInputSchema.parse({ name: 'Warm' }).tone).toEqual([]);
  });
});

describe('projectSchema', () => {
  it('encodes a brand with an Instagram account (replies are encoded through their schema)', () => {
    const project = aProject({
      instagram_account: { username: 'acme.coffee', followers: 3, website: null, biography: '' },
    });
    expect(z.encode(projectSchema, project).instagram_account?.username).toBe('acme.coffee');
  });
});
