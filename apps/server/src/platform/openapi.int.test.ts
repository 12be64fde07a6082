import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

describe('API reference', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('GET /api/openapi.json is an OpenAPI 3.1 document generated from the routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/roles']),
    );
    const roles = doc.paths['/api/roles'].get.responses['200'].content['application/json'].schema;
    expect(roles.type).toBe('object');
    expect(roles.additionalProperties.properties.name.type).toBe('string');
  });

  it('GET /api/docs serves the browsable reference from our own origin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toMatch(/src="https?:\/\//);
  });
});
