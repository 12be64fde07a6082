// The people of the bench workspace. The two who call the API get real accounts and real ID
// tokens, the way the app gets them (sign-up, confirmed e-mail, sign-in, /api/auth/token);
// everyone else is only an assignee and is written straight into the user table.
import { randomUUID } from 'node:crypto';

/** The password of the two accounts that sign in (the UI bench types it into the sign-in page). */
export const SEED_PASSWORD = 'bench horse battery staple';

async function call(baseUrl, origin, path, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/**
 * A real, signed-in account. The confirmation e-mail is skipped by marking the address
 * verified in the database (the bench has no inbox); sign-in and the token are the real calls.
 */
export async function signUpAndSignIn({ baseUrl, origin, db, dialect, email, name }) {
  await call(baseUrl, origin, '/api/auth/sign-up/email', {
    method: 'POST',
    body: { name, email, password: SEED_PASSWORD },
  });
  await db
    .updateTable('user')
    .set({ emailVerified: dialect === 'postgres' ? true : 1 })
    .where('email', '=', email)
    .execute();
  const user = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const signIn = await call(baseUrl, origin, '/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password: SEED_PASSWORD },
  });
  const cookie = cookieOf(signIn);
  return { id: user.id, email, name, cookie, token: await idToken(baseUrl, origin, cookie) };
}

/** A fresh ID token for a signed-in session (they live 15 minutes). */
export async function idToken(baseUrl, origin, cookie) {
  // After a long seed the idle keep-alive socket may already be closed by the server, and a
  // write to it fails with EPIPE: try again on a new connection before giving up.
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await call(baseUrl, origin, '/api/auth/token', { cookie });
      return (await response.json()).token;
    } catch (error) {
      if (attempt === 3 || !(error instanceof TypeError)) throw error;
      console.log(`token request failed (${error.cause?.code ?? error.message}); trying again`);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Accounts that never sign in: assignees and reporters of the generated tickets. */
export async function insertUsers(db, dialect, people) {
  const now = new Date();
  const rows = people.map(({ email, name }) => ({
    id: randomUUID(),
    name,
    email,
    emailVerified: dialect === 'postgres' ? true : 1,
    image: null,
    // Better Auth keeps timestamps as ISO text on SQLite and as timestamps on PostgreSQL.
    createdAt: dialect === 'postgres' ? now : now.toISOString(),
    updatedAt: dialect === 'postgres' ? now : now.toISOString(),
  }));
  await db.insertInto('user').values(rows).execute();
  return rows.map(({ id, email, name }) => ({ id, email, name }));
}
