import { randomInt } from 'node:crypto';
import type { Topology } from './topology';

/**
 * People of the scale journeys, over HTTP only (no browser): sign up, confirm through the
 * e-mailed link, sign in, and trade the session for an ID token, as the web app does
 * (e2e/journeys.ts does the same in Chromium).
 */

export const PASSWORD = 'correct horse battery';

export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${randomInt(1_000_000)}@example.com`;

export interface Person {
  name: string;
  email: string;
  /** The ID token for `Authorization: Bearer …`. */
  token: string;
  /** The address this person's own account calls come from (see `confirmedPerson`). */
  clientAddress: string;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  body: T;
  /** Which API process answered (the proxy's `x-upstream`; absent on direct calls). */
  upstream: string | null;
}

/** One API call; never throws on a status, only on a broken connection. */
export async function call<T = unknown>(
  base: string,
  person: Person | null,
  method: string,
  path: string,
  body?: object | FormData,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
  if (person) (init.headers as Record<string, string>).authorization = `Bearer ${person.token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return {
    status: res.status,
    headers: res.headers,
    body: parsed as T,
    upstream: res.headers.get('x-upstream'),
  };
}

/** Like `call`, but a status of 300 or more is an error naming the call and the reply. */
export async function ok<T = unknown>(
  base: string,
  person: Person | null,
  method: string,
  path: string,
  body?: object | FormData,
  headers?: Record<string, string>,
): Promise<T> {
  const answer = await call<T>(base, person, method, path, body, headers);
  if (answer.status >= 300) {
    throw new Error(`${method} ${base}${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * A confirmed, signed-in person. Their account calls go straight to the API processes, by
 * turns (sign up on A, confirm on B, sign in on A, token from B: a session made by one process
 * holds on the other). Each person calls from an address of their own, as real people do: the
 * processes trust one proxy hop (TRUST_PROXY=1), so the X-Forwarded-For this test sends when it
 * calls a process directly is the client address, and the per-address limits of one person's
 * sign-up are not taken from the next person's, or from the calls under test (which go through
 * the proxy and count against 127.0.0.1).
 */
export async function confirmedPerson(topology: Topology, name: string): Promise<Person> {
  const email = uniqueEmail(name.toLowerCase());
  const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const from = { origin: topology.publicUrl, 'x-forwarded-for': clientAddress };
  const { a, b } = topology;

  await ok(a.url, null, 'POST', '/api/auth/sign-up/email', { name, email, password: PASSWORD }, from);
  const link = await topology.linkFromMail(email, '/confirm-email');
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`the confirmation link ${link} has no token`);
  const confirmed = await call(
    b.url,
    null,
    'GET',
    `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    undefined,
    from,
  );
  if (confirmed.status >= 400) throw new Error(`confirming ${email} answered ${confirmed.status}`);

  const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { ...from, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`signing in ${email} answered ${signIn.status}: ${await signIn.text()}`);
  const cookie = cookiesOf(signIn);
  const { token: idToken } = await ok<{ token: string }>(b.url, null, 'GET', '/api/auth/token', undefined, {
    ...from,
    cookie,
  });
  return { name, email, token: idToken, clientAddress };
}

/** A person with a workspace and one brand of their own, made through the proxy. */
export async function ownerWithBrand(topology: Topology, name: string) {
  const person = await confirmedPerson(topology, name);
  const workspace = await ok<{ uid: string }>(topology.proxyUrl, person, 'POST', '/api/workspaces', {
    name: `${name}'s workspace`,
    industry: 'Media',
  });
  const brand = await ok<{ uid: string }>(
    topology.proxyUrl,
    person,
    'POST',
    `/api/workspaces/${workspace.uid}/projects`,
    { name: `${name}'s brand` },
  );
  return { person, workspaceId: workspace.uid, brandId: brand.uid };
}
