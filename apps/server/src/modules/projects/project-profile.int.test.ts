import { BRAND_PROFILE_DEFAULTS } from '@expertos/domain/brand.schema';
import { projectSchema } from '@expertos/domain/project.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { type BrandWorld, createBrandTestContext } from './projects.fixtures.js';

describe('PUT /api/workspaces/{workspaceId}/projects/{projectId}: the brand profile fields', () => {
  let ctx: TestContext;
  let world: BrandWorld;
  let call: Awaited<ReturnType<typeof createBrandTestContext>>['call'];
  let buildWorld: () => Promise<BrandWorld>;
  const brand = () => `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`;

  beforeAll(async () => {
    ({ ctx, call, buildWorld } = await createBrandTestContext());
  });
  beforeEach(async () => {
    world = await buildWorld();
  });
  afterAll(() => ctx.close());

  const profile = {
    description: 'Small-batch coffee roasters',
    industry: 'Food & Beverage',
    skills: ['Chef', 'Photographer'],
    instagram_account: {
      username: '@acme.coffee',
      followers: 1200,
      website: 'https://acme.example',
      biography: 'Roasting',
    },
    analytics: { average_reach: 900, average_likes: 80, average_comments: 7, engagement_rate: 6.5 },
    content_output: { instagram: 3, tiktok: 2 },
    goal: 'community',
    goal_text: 'Regulars who bring friends',
    drive_folders: { raw_folder_url: 'https://drive.example/raw', final_folder_url: null },
  };

  it('answers an empty profile for a brand made before (the column defaults)', async () => {
    const res = await call('member', 'GET', brand());
    expect(res.statusCode).toBe(200);
    expect(projectSchema.parse(res.json())).toMatchObject(BRAND_PROFILE_DEFAULTS);
  });

  it('stores every profile field and answers them; other fields stay as they were', async () => {
    expect((await call('owner', 'PUT', brand(), { content_pillars: ['Origins'] })).statusCode).toBe(200);
    const res = await call('owner', 'PUT', brand(), profile);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      ...profile,
      instagram_account: { ...profile.instagram_account, username: 'acme.coffee' },
    };
    expect(projectSchema.parse(res.json())).toMatchObject({ ...expected, content_pillars: ['Origins'] });
    // And as it is read again, by a member.
    expect((await call('member', 'GET', brand())).json()).toMatchObject(expected);
  });

  it('takes any subset and clears what is sent as null', async () => {
    await call('owner', 'PUT', brand(), profile);
    const res = await call('admin', 'PUT', brand(), { goal: null, analytics: null, description: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      goal: null,
      analytics: null,
      description: '',
      goal_text: 'Regulars who bring friends',
      skills: ['Chef', 'Photographer'],
    });
  });

  it('refuses skills that are not in the industry, and skills without an industry (skills_not_in_industry)', async () => {
    for (const body of [{ industry: 'Food & Beverage', skills: ['Chef', 'Pilot'] }, { skills: ['Chef'] }]) {
      const res = await call('owner', 'PUT', brand(), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('skills_not_in_industry');
    }
    expect((await call('owner', 'GET', brand())).json()).toMatchObject({ industry: null, skills: [] });
  });

  it('checks against the brand as it ends up: a new industry whose list lacks the kept skills is refused unless fitting skills come with it', async () => {
    await call('owner', 'PUT', brand(), { industry: 'Food & Beverage', skills: ['Chef'] });
    // Skills alone are checked against the stored industry.
    expect((await call('owner', 'PUT', brand(), { skills: ['Food Stylist'] })).statusCode).toBe(200);
    const moved = await call('owner', 'PUT', brand(), { industry: 'Content Creator' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe('skills_not_in_industry');
    const clearedIndustry = await call('owner', 'PUT', brand(), { industry: null });
    expect(clearedIndustry.json().code).toBe('skills_not_in_industry');
    expect((await call('owner', 'GET', brand())).json()).toMatchObject({
      industry: 'Food & Beverage',
      skills: ['Food Stylist'],
    });
    const both = await call('owner', 'PUT', brand(), { industry: 'Content Creator', skills: ['Writer'] });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ industry: 'Content Creator', skills: ['Writer'] });
    // With no skills left, any industry (or none) fits.
    const none = await call('owner', 'PUT', brand(), { industry: null, skills: [] });
    expect(none.json()).toMatchObject({ industry: null, skills: [] });
  });

  it('refuses bad values with 400 validation_error', async () => {
    for (const body of [
      { industry: 'Underwater Basket Weaving' },
      { goal: 'fame' },
      { description: 'x'.repeat(2001) },
      { goal_text: 'x'.repeat(1001) },
      { content_output: { instagram: 101 } },
      { content_output: { myspace: 1 } },
      { instagram_account: { username: 'not a handle!', followers: null, website: null, biography: '' } },
      { drive_folders: { raw_folder_url: 'ftp://drive.example', final_folder_url: null } },
      {
        analytics: { average_reach: -1, average_likes: null, average_comments: null, engagement_rate: null },
      },
      { skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) },
    ]) {
      const res = await call('owner', 'PUT', brand(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it('lets only project admins edit the profile', async () => {
    for (const persona of ['member', 'external', 'outsider'] as const) {
      expect((await call(persona, 'PUT', brand(), { description: 'Mine now' })).statusCode).toBe(403);
    }
    expect((await call('owner', 'GET', brand())).json().description).toBe('');
  });
});
