import { rolesResponseSchema } from '@expertos/domain/roles.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

describe('GET /api/roles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers an object whose values have a name, with admin, member and external', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/roles' });
    expect(res.statusCode).toBe(200);
    const roles = rolesResponseSchema.parse(res.json());
    expect(roles).toEqual({
      admin: { name: 'Admin' },
      member: { name: 'Member' },
      external: { name: 'External' },
    });
  });

  it('keeps no internal column in the reply', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/roles' });
    expect(JSON.stringify(res.json())).not.toContain('rank');
  });
});
