import {
  publishingChannelListSchema,
  publishingChannelSchema,
} from '@expertos/domain/publishing/channel.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { type FakeBluesky, type FakeBlueskyAccount, startFakeBluesky } from '../../test/bluesky-server.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

describe('publishing channels', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let pds: FakeBluesky;
  let brand: FakeBlueskyAccount;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const channelsUrl = () => `/api/projects/${world.a.projectId}/publishing/channels`;
  const connect = (persona: Persona, body: object) => call(persona, 'POST', `${channelsUrl()}/bluesky`, body);

  beforeAll(async () => {
    pds = await startFakeBluesky();
    // The stand-in listens on 127.0.0.1.
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    pds.reset();
    brand = pds.addAccount({ handle: 'brand.bsky.social', displayName: 'Brand Studio' });
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(async () => {
    await ctx.close();
    await pds.close();
  });

  it('a brand admin connects a Bluesky account; the brand’s members see it, never its app password', async () => {
    const res = await connect('owner', {
      host: pds.origin,
      identifier: '@Brand.bsky.social',
      app_password: brand.appPassword,
    });
    expect(res.statusCode).toBe(201);
    const channel = publishingChannelSchema.parse(res.json());
    expect(channel).toMatchObject({
      network: 'bluesky',
      host: pds.origin,
      handle: 'brand.bsky.social',
      display_name: 'Brand Studio',
      state: 'connected',
    });
    expect(res.body).not.toContain(brand.appPassword);
    const stored = await ctx.database.db
      .selectFrom('publishing_channels')
      .select('credentials')
      .where('id', '=', channel.uid)
      .executeTakeFirstOrThrow();
    expect(stored.credentials).not.toContain(brand.appPassword);

    const list = await call('member', 'GET', channelsUrl());
    expect(list.statusCode).toBe(200);
    expect(publishingChannelListSchema.parse(list.json()).map((c) => c.uid)).toEqual([channel.uid]);
    expect(list.body).not.toContain(brand.appPassword);
  });

  it('refuses the same account twice, and says what the network refused', async () => {
    const body = { host: pds.origin, identifier: brand.handle, app_password: brand.appPassword };
    expect((await connect('owner', body)).statusCode).toBe(201);
    const again = await connect('owner', body);
    expect([again.statusCode, again.json().code]).toEqual([409, 'publishing_channel_taken']);

    const wrong = await connect('owner', { ...body, app_password: 'aaaa-bbbb-cccc-dddd' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([422, 'publishing_account_refused']);
    expect(wrong.json().message).toMatch(/\S/);

    const accountPassword = await connect('owner', { ...body, app_password: brand.password });
    expect([accountPassword.statusCode, accountPassword.json().code]).toEqual([
      422,
      'publishing_account_refused',
    ]);
    expect(accountPassword.json().message).toContain('app password');
  });

  it('says when the account’s server cannot be reached', async () => {
    const res = await connect('owner', {
      host: 'pds.invalid',
      identifier: brand.handle,
      app_password: brand.appPassword,
    });
    expect([res.statusCode, res.json().code]).toEqual([422, 'publishing_host_unreachable']);
  });

  it('a brand admin disconnects a channel of the brand, and only of the brand', async () => {
    const created = publishingChannelSchema.parse(
      (
        await connect('owner', {
          host: pds.origin,
          identifier: brand.handle,
          app_password: brand.appPassword,
        })
      ).json(),
    );
    const elsewhere = await call(
      'outsider',
      'DELETE',
      `/api/projects/${world.b.projectId}/publishing/channels/${created.uid}`,
    );
    expect(elsewhere.statusCode).toBe(404);
    const res = await call('admin', 'DELETE', `${channelsUrl()}/${created.uid}`);
    expect(res.statusCode).toBe(200);
    expect(publishingChannelListSchema.parse((await call('member', 'GET', channelsUrl())).json())).toEqual(
      [],
    );
    expect((await call('admin', 'DELETE', `${channelsUrl()}/${created.uid}`)).statusCode).toBe(404);
  });
});
