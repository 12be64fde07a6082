import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, ApiError, createApiClient } from './client';
import { createErrorNotifier, type Notification } from './errors';
import { type LocalServer, refusedOrigin, startLocalServer } from './testing/local-server';

const STACK = 'TypeError: Cannot read properties of undefined\n    at handler (/srv/app/routes.js:42:7)';
const SERVER_MIN_ONE = 'Server says: keep one admin.';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({
    'DELETE /members': () => ({ status: 409, json: { code: 'workspace_min_one', message: SERVER_MIN_ONE } }),
    'GET /novel': () => ({
      status: 409,
      json: { code: 'brand_new_code', message: 'A code this build lacks.' },
    }),
    'POST /invalid': () => ({
      status: 400,
      json: {
        code: 'validation_error',
        message: 'Bad input',
        details: [{ path: 'name', message: 'Required' }],
      },
    }),
    'GET /crash': () => ({ status: 500, text: STACK }),
    'GET /crash-json': () => ({ status: 500, json: { code: 'workspace_min_one', message: STACK } }),
    'GET /jira': () => ({
      status: 502,
      json: { code: 'jira_error', message: 'upstream said 401: token=abc' },
    }),
    'GET /proxy': () => ({ status: 503, text: '<html>Bad gateway</html>', contentType: 'text/html' }),
    'GET /gone': () => ({ status: 404, text: 'Cannot GET /gone' }),
    'GET /forbidden': () => ({ status: 403, text: '' }),
    'GET /expired': () => ({ status: 401, text: 'Unauthorized' }),
    'GET /session': () => ({ status: 401, json: { code: 'unauthorized', message: 'Token expired' } }),
    'GET /slow': () => ({ json: { late: true }, delayMs: 300 }),
    'GET /hangup': (_req, res) => {
      res.socket?.destroy();
      return 'handled';
    },
  });
});
afterAll(() => server.close());

/** A client wired as the app wires it: notifier as onError, a logout hook; all calls recorded. */
function wiredClient(translations: Record<string, string> = {}, extra: ApiClientOptions = {}) {
  const errors: ApiError[] = [];
  const notices: Notification[] = [];
  const logouts: ApiError[] = [];
  const notifier = createErrorNotifier({
    notify: (n) => notices.push(n),
    translate: (code, fallback) => translations[code] ?? fallback,
  });
  const client = createApiClient({
    baseUrl: server.origin,
    onError: (error) => {
      errors.push(error);
      notifier(error);
    },
    onUnauthorized: (error) => {
      logouts.push(error);
    },
    ...extra,
  });
  return { client, errors, notices, logouts };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('error interceptor', () => {
  let wired: ReturnType<typeof wiredClient>;
  beforeEach(() => {
    wired = wiredClient({ workspace_min_one: '«translated workspace_min_one»' });
  });

  it('hands a coded 409 to onError once, and the notifier shows its translation', async () => {
    const error = await rejection(wired.client.delete('/members', { notify: true }));

    expect(error).toMatchObject({ status: 409, code: 'workspace_min_one', message: SERVER_MIN_ONE });
    expect(wired.errors).toEqual([error]);
    expect(wired.notices).toEqual([{ type: 'negative', message: '«translated workspace_min_one»' }]);
    expect(wired.logouts).toEqual([]);
  });

  it("falls back to the server's message when the code has no translation", async () => {
    const { client, notices } = wiredClient({});

    await rejection(client.delete('/members', { notify: true }));

    expect(notices).toEqual([{ type: 'negative', message: SERVER_MIN_ONE }]);
  });

  it('keeps a code this build does not know, with its message', async () => {
    const error = await rejection(wired.client.get('/novel', { notify: true }));

    expect(error).toMatchObject({ status: 409, code: 'brand_new_code' });
    expect(wired.notices[0]?.message).toBe('A code this build lacks.');
  });

  it('keeps the field details of a validation error', async () => {
    const error = await rejection(wired.client.post('/invalid', { body: {}, notify: true }));

    expect(error.code).toBe('validation_error');
    expect(error.details).toEqual([{ path: 'name', message: 'Required' }]);
  });

  it('shows exactly the catalogue message for a 500 with a stack trace body', async () => {
    const error = await rejection(wired.client.get('/crash', { notify: true }));

    expect(error).toMatchObject({ status: 500, code: 'internal_error' });
    expect(error.message).not.toContain('TypeError');
    expect(wired.notices).toEqual([{ type: 'negative', message: ERROR_CATALOGUE.internal_error.message }]);
  });

  it('never shows the text of a 500, even when it comes with a known code', async () => {
    await rejection(wired.client.get('/crash-json', { notify: true }));

    expect(wired.notices).toEqual([{ type: 'negative', message: ERROR_CATALOGUE.internal_error.message }]);
  });

  it('shows the catalogue text, not the upstream detail, for a known 5xx code', async () => {
    const error = await rejection(wired.client.get('/jira', { notify: true }));

    expect(error).toMatchObject({ status: 502, code: 'jira_error' });
    expect(wired.notices[0]?.message).toBe(ERROR_CATALOGUE.jira_error.message);
  });

  it("reads a proxy's HTML 503 as internal_error", async () => {
    const error = await rejection(wired.client.get('/proxy', { notify: true }));

    expect(error).toMatchObject({ status: 503, code: 'internal_error' });
    expect(wired.notices[0]?.message).toBe(ERROR_CATALOGUE.internal_error.message);
  });

  it.each([
    ['/gone', 404, 'not_found'],
    ['/forbidden', 403, 'forbidden'],
  ])('gives a non-JSON %s the generic code for its status', async (path, status, code) => {
    const error = await rejection(wired.client.get(path, { notify: true }));

    expect(error).toMatchObject({ status, code });
    expect(wired.notices[0]?.message).toBe(ERROR_CATALOGUE[code as 'not_found'].message);
  });

  it('calls onUnauthorized for a 401 and shows the catalogue unauthorized message', async () => {
    const error = await rejection(wired.client.get('/expired', { notify: true }));

    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(wired.logouts).toEqual([error]);
    expect(wired.notices).toEqual([{ type: 'negative', message: ERROR_CATALOGUE.unauthorized.message }]);
  });

  it('calls onUnauthorized for every 401, including quiet calls, but notifies only the ones that ask', async () => {
    await Promise.allSettled([
      wired.client.get('/session', { notify: true }),
      wired.client.get('/session'),
      wired.client.get('/session', { notify: false }),
    ]);

    expect(wired.logouts).toHaveLength(3);
    expect(wired.errors).toHaveLength(1);
  });

  it('skips onError for a call that does not ask to notify (the default) and still rejects with the ApiError', async () => {
    const error = await rejection(wired.client.delete('/members'));

    expect(error.code).toBe('workspace_min_one');
    expect(wired.errors).toEqual([]);
    expect(wired.notices).toEqual([]);
  });

  it('rejects with the ApiError even when the notifier itself throws', async () => {
    const broken = createApiClient({
      baseUrl: server.origin,
      onError: () => {
        throw new Error('notifier broke');
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const error = await rejection(broken.delete('/members', { notify: true }));
      expect(error.code).toBe('workspace_min_one');
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('network failures', () => {
  it('reports a refused connection as status 0 service_unavailable', async () => {
    const { client, errors, notices } = wiredClient({}, { baseUrl: await refusedOrigin() });

    const error = await rejection(client.get('/anything', { notify: true }));

    expect(error).toMatchObject({ status: 0, code: 'service_unavailable' });
    expect(error.cause).toBeDefined();
    expect(errors).toEqual([error]);
    expect(notices[0]?.message).toBe(ERROR_CATALOGUE.service_unavailable.message);
  });

  it('reports a connection the server drops as status 0', async () => {
    const { client } = wiredClient();

    const error = await rejection(client.get('/hangup', { notify: true }));

    expect(error).toMatchObject({ status: 0, code: 'service_unavailable' });
  });

  it("lets the caller's own abort through untouched and unreported", async () => {
    const { client, errors } = wiredClient();
    const controller = new AbortController();
    const call = client.get('/slow', { signal: controller.signal, notify: true });
    setTimeout(() => controller.abort(), 20);

    const reason = await call.then(
      () => null,
      (e: unknown) => e,
    );

    expect(reason).not.toBeInstanceOf(ApiError);
    expect((reason as Error).name).toBe('AbortError');
    expect(errors).toEqual([]);
  });
});
