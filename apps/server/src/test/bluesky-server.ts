import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BLUESKY_LIMITS } from '@expertos/domain/publishing/limits';
import { graphemeCount, utf8Length } from '@expertos/domain/publishing/text-count';

/**
 * A local stand-in for a Bluesky PDS (providers/publishing.md §9), speaking the XRPC methods
 * `@atproto/api` 0.19.19 calls when we connect an account and publish, in the documented
 * formats, so the real client is tested here:
 *
 * - `com.atproto.server.createSession {identifier (handle, DID or e-mail), password}` →
 *   `{did, handle, accessJwt, refreshJwt, didDoc (its PDS: this server), email, active}`; 401
 *   `AuthenticationRequired` "Invalid identifier or password", `AuthFactorTokenRequired` (the
 *   account password of an account with e-mail sign-in codes), `AccountTakedown`.
 *   `refreshSession` (the refresh JWT as Bearer) rotates both tokens; a used or revoked refresh
 *   token is 400 `ExpiredToken` "Token has been revoked". `getSession`, `deleteSession`.
 * - Tokens are JWT-shaped; the access token's `scope` says how the session was made
 *   (`com.atproto.appPass` for an app password, `com.atproto.access` for the account password).
 *   Access tokens are stateless, as the PDS's are: revoking an app password ends its refresh
 *   tokens and its sign-ins, and its access tokens keep working until they expire
 *   (`expireAccessTokens()`), after which the client's refresh fails.
 *   Expired: 400 `ExpiredToken`; unknown: 400 `InvalidToken`; none: 401 `AuthMissing`.
 * - `com.atproto.identity.resolveHandle`, `app.bsky.actor.getProfile` (400 `InvalidRequest`
 *   when unknown). Reads take a session optionally, but one that is sent must be good.
 * - `com.atproto.repo.uploadBlob` (bytes with their Content-Type) →
 *   `{blob:{$type:"blob", ref:{$link:<raw CID>}, mimeType, size}}`.
 * - `com.atproto.repo.createRecord` for `app.bsky.feed.post`, validated as the PDS does against
 *   the lexicon (text ≤ 3,000 bytes then ≤ 300 graphemes, facets' DIDs and URIs, ≤ 4 images with
 *   alt text) with 400 `InvalidRequest` "Invalid app.bsky.feed.post record: …"; an image blob
 *   must have been uploaded by the account (`BlobNotFound`), be an image (`InvalidMimeType`) and
 *   at most `BLUESKY_LIMITS.imageBytes` (`BlobTooLarge`) — the PDS checks the lexicon's
 *   `maxSize` when the record is written, not at upload. `rkey`, when given, must be a TID.
 *   A create whose record key is taken fails: by default as today's PDS does, 500
 *   `InternalServerError` (bluesky-social/atproto#3718, indigo#873: the repository tree refuses
 *   the key and nothing maps the error); `duplicateCreate('invalid-request')` answers 400
 *   `InvalidRequest` instead, the shape atproto PR #4728 moves toward (its error name is not in
 *   the 0.19.19 lexicons, so not verified).
 * - `com.atproto.repo.getRecord` (400 `RecordNotFound`).
 * - `app.bsky.feed.getPosts?uris=` (at most 25, else 400 `InvalidRequest`), the AppView's
 *   `postView`s with their counts (`likeCount`, `repostCount`, `replyCount`, `quoteCount`,
 *   `bookmarkCount`: 0 unless `setCounts()` says; a count set to null is left out, as the
 *   lexicon allows). A post not found is left out of `posts`: one deleted (`deletePost()`), and,
 *   while `holdIndexing(true)`, every post (the AppView has not indexed them yet; the PDS's
 *   `getRecord` still finds them). `app.bsky.actor.getProfile` answers `followersCount`
 *   (`setFollowers()`).
 * - A post's `reply` must hold strong references (`{uri: at://…, cid}`) to its root and parent,
 *   as the lexicon says (the PDS checks their form, not that the posts exist).
 * - CIDs are real CIDv1 (sha-256; dag-cbor for records, raw for blobs), TIDs real TIDs: the
 *   client validates answers against the lexicons.
 * - Video (providers/publishing.md §9), on a second origin standing in for `video.bsky.app`
 *   (`videoOrigin`): the PDS's `com.atproto.server.getServiceAuth {aud, lxm?, exp?}` (signed
 *   in) → `{token}`, a JWT-shaped token naming the account (`iss`), `aud`, `lxm` and `exp`.
 *   The video service's `POST app.bsky.video.uploadVideo?did&name` (the bytes, `video/mp4`
 *   only) and `GET app.bsky.video.getJobStatus?jobId` take such a token as Bearer — issued by
 *   this PDS, for its DID (`did:web:<its host>`, the port escaped as `%3A`), bound to
 *   `com.atproto.repo.uploadBlob`, naming the uploading account — else 401. The upload answers
 *   the job's status bare (`{did, jobId, state: "JOB_STATE_CREATED"}`), outside the lexicon's
 *   `{jobStatus}` wrapper, as the service does (bluesky-social/atproto#3026, #3097); the same
 *   bytes again after a completed job answer 409 `{…, state: "JOB_STATE_COMPLETED", error:
 *   "already_exists", message: "Video already processed"}` (the body as in #3097; its status
 *   not verified) with a job of their own, which `getJobStatus` answers as failed with that
 *   error and the earlier video's blob (Bluesky's video guide: "check for the presence of a
 *   BlobRef … regardless of the success or failure of the job"). `getJobStatus` answers
 *   `{jobStatus}`: `JOB_STATE_ENCODING` for
 *   `setVideoPolls(n)` polls (default 1), then `JOB_STATE_COMPLETED` with the processed video's
 *   blob, which the service has stored on the PDS for the account (so a post can embed it), or
 *   `JOB_STATE_FAILED` with `error` and `message` after `failNextVideo()`. A post's
 *   `app.bsky.embed.video` must name such a blob (`BlobNotFound`), an MP4 (`InvalidMimeType`).
 *   The tokens' `exp` is kept, not checked against this machine's clock (tests fix theirs).
 *
 * Not here: rate limits counted by the server (script a 429 instead), DPoP/OAuth sessions,
 * the video service's upload limits (`getUploadLimits`). Unknown methods answer 501
 * `MethodNotImplemented`.
 *
 * Every request is recorded before it is answered; `script()` queues verbatim answers (429
 * with rate-limit headers, 500, a stall) for the next requests, optionally for one method (or
 * one record key) only,
 * and `afterWork` answers one only after the work is done (the record created, then a 500:
 * an attempt cut off after the network acted).
 */

export interface BlueskyRecordedRequest {
  /** Which server took it: the PDS, or the video service. */
  service: 'pds' | 'video';
  method: string;
  /** The XRPC method's NSID, e.g. `com.atproto.repo.createRecord`. */
  nsid: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: http.IncomingHttpHeaders;
  authorization: string | null;
  contentType: string | null;
  bytes: Buffer;
  /** The JSON body, when there was one. */
  body: Record<string, unknown> | null;
}

export interface BlueskyScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON, a string as it is. */
  body?: unknown;
  /** Hold the answer this long. */
  delayMs?: number;
  /** Never answer: the client's own time limit must end the call. */
  stall?: boolean;
  /** Do the request's work first (create the record…), then answer this instead of the result. */
  afterWork?: boolean;
  /** Only for this method (NSID); other requests pass by it. */
  nsid?: string;
  /** Only for a create or read at this record key (`rkey`). */
  rkey?: string;
}

export interface FakeBlueskyAccount {
  did: string;
  handle: string;
  email: string;
  /** The account password (never what we store). */
  password: string;
  /** A first app password. */
  appPassword: string;
}

export interface FakeBlueskyPost {
  uri: string;
  cid: string;
  rkey: string;
  value: Record<string, unknown>;
  indexedAt: string;
}

/** A video uploaded to the video service, and its job. */
export interface FakeBlueskyVideo {
  jobId: string;
  did: string;
  /** The `name` the upload gave. */
  name: string;
  mimeType: string;
  size: number;
  state: 'JOB_STATE_CREATED' | 'JOB_STATE_ENCODING' | 'JOB_STATE_COMPLETED' | 'JOB_STATE_FAILED';
  /** The processed video's blob on the PDS (its CID), once the job completed. */
  blobCid: string | null;
}

/** A service token the PDS gave (`getServiceAuth`). */
export interface FakeBlueskyServiceToken {
  iss: string;
  aud: string;
  lxm: string | null;
  exp: number;
}

export interface FakeBluesky {
  /** `http://127.0.0.1:<port>`: the PDS's address, what a person would type as the host. */
  origin: string;
  /** `http://127.0.0.1:<port>`: the video service's address (`video.bsky.app`'s stand-in). */
  videoOrigin: string;
  /** The PDS's own DID, the `aud` a token for its video uploads must name. */
  serviceDid: string;
  requests: BlueskyRecordedRequest[];
  /** Requests for one method. */
  calls(nsid: string): BlueskyRecordedRequest[];
  addAccount(options: {
    handle: string;
    displayName?: string | null;
    avatar?: string | null;
    /** The account password asks for an e-mail sign-in code (`AuthFactorTokenRequired`). */
    authFactor?: boolean;
  }): FakeBlueskyAccount;
  addAppPassword(did: string): string;
  /** Revokes the app password: its sign-ins and refresh tokens stop working. */
  revokeAppPassword(appPassword: string): void;
  takeDown(did: string): void;
  /** Every access token given so far answers `ExpiredToken` (their two hours have passed). */
  expireAccessTokens(): void;
  /** How a create whose record key is taken fails (see above). */
  duplicateCreate(mode: 'internal-error' | 'invalid-request'): void;
  /** The account's posts, oldest first. */
  posts(did: string): FakeBlueskyPost[];
  /** The videos the account uploaded to the video service, oldest first. */
  videos(did: string): FakeBlueskyVideo[];
  /** The service tokens the PDS gave, oldest first. */
  serviceTokens(): FakeBlueskyServiceToken[];
  /** Polls a video job answers `JOB_STATE_ENCODING` before it completes (default 1). */
  setVideoPolls(polls: number): void;
  /** The next uploaded video's job fails with these words (`message`, and `error`). */
  failNextVideo(message: string, error?: string): void;
  script(...answers: BlueskyScriptedAnswer[]): void;
  /** A post's counts from now on; null leaves that count out of the answer. */
  setCounts(uri: string, counts: Partial<Record<FakeBlueskyCount, number | null>>): void;
  /** While on, `getPosts` answers no post: the AppView has not indexed them yet. */
  holdIndexing(on: boolean): void;
  /** The post is deleted from the account's repository, as if by hand. */
  deletePost(uri: string): void;
  /** The account's `followersCount`. */
  setFollowers(did: string, followers: number): void;
  reset(): void;
  close(): Promise<void>;
}

/** The counts of a `postView`. */
export type FakeBlueskyCount = 'likeCount' | 'repostCount' | 'replyCount' | 'quoteCount' | 'bookmarkCount';
const COUNTS: FakeBlueskyCount[] = ['likeCount', 'repostCount', 'replyCount', 'quoteCount', 'bookmarkCount'];

/** A 429 as the PDS sends it: `ratelimit-reset` is the epoch second the window resets. */
export function rateLimited(resetAt: Date, nsid?: string): BlueskyScriptedAnswer {
  return {
    nsid,
    status: 429,
    headers: {
      'ratelimit-limit': '5000',
      'ratelimit-remaining': '0',
      'ratelimit-reset': String(Math.ceil(resetAt.getTime() / 1000)),
      'ratelimit-policy': '5000;w=3600',
    },
    body: { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
  };
}

// ---- CIDs and TIDs, as the protocol defines them (multiformats CIDv1, base32 lower) ----

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = ((value & 0xff) << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}
const DAG_CBOR = 0x71;
const RAW = 0x55;
/** CIDv1 over sha-256: version 1, the codec, multihash (0x12, 32 bytes), multibase `b`. */
function cidOf(codec: number, bytes: Uint8Array): string {
  const digest = createHash('sha256').update(bytes).digest();
  return `b${base32(Uint8Array.from([0x01, codec, 0x12, 0x20, ...digest]))}`;
}

const S32 = '234567abcdefghijklmnopqrstuvwxyz';
const TID = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;
let lastMicros = 0;
function nextTid(): string {
  lastMicros = Math.max(lastMicros + 1, Date.now() * 1000);
  let n = BigInt(lastMicros) * 1024n + BigInt(randomBytes(2).readUInt16BE(0) % 1024);
  let out = '';
  for (let i = 0; i < 13; i++) {
    out = S32[Number(n % 32n)] + out;
    n /= 32n;
  }
  return out;
}

const DID = /^did:[a-z]+:[a-zA-Z0-9._:%-]*[a-zA-Z0-9._-]$/;
const AT_URI = /^at:\/\/did:[a-z]+:[a-zA-Z0-9._:%-]+\/[a-zA-Z0-9.-]+\/[a-zA-Z0-9._~:-]+$/;
const CID = /^b[a-z2-7]{50,}$/;
const UPLOAD_BLOB = 'com.atproto.repo.uploadBlob';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Account {
  did: string;
  handle: string;
  email: string;
  password: string;
  displayName: string | null;
  avatar: string | null;
  authFactor: boolean;
  appPasswords: Map<string, { revoked: boolean }>;
  takenDown: boolean;
}

interface Token {
  did: string;
  kind: 'access' | 'refresh';
  /** The app password the session was made with; null for the account password. */
  appPassword: string | null;
  expired: boolean;
  revoked: boolean;
}

interface Blob {
  did: string;
  mimeType: string;
  size: number;
}

interface VideoJob extends FakeBlueskyVideo {
  /** sha-256 of the uploaded bytes: the same video again is `already_exists`. */
  digest: string;
  pollsLeft: number;
  failure: { error: string; message: string } | null;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
const ok = (body: unknown): Reply => ({ status: 200, body });
const fail = (status: number, error: string, message: string): Reply => ({
  status,
  body: { error, message },
});
const invalidPost = (message: string) =>
  fail(400, 'InvalidRequest', `Invalid app.bsky.feed.post record: ${message}`);

export async function startFakeBluesky(): Promise<FakeBluesky> {
  const accounts = new Map<string, Account>();
  const tokens = new Map<string, Token>();
  const blobs = new Map<string, Blob>();
  const records = new Map<string, Map<string, FakeBlueskyPost>>();
  const requests: BlueskyRecordedRequest[] = [];
  const scripted: BlueskyScriptedAnswer[] = [];
  let duplicateMode: 'internal-error' | 'invalid-request' = 'internal-error';
  const serviceTokens = new Map<string, FakeBlueskyServiceToken>();
  const videoJobs = new Map<string, VideoJob>();
  let videoPolls = 1;
  let nextVideoFailure: { error?: string; message: string } | null = null;
  const counts = new Map<string, Partial<Record<FakeBlueskyCount, number | null>>>();
  const followers = new Map<string, number>();
  let indexingHeld = false;
  // Set once the servers listen; the handlers only run after that.
  let origin = '';
  let serviceDid = '';

  const accountOf = (actor: string | null) => {
    if (!actor) return undefined;
    const wanted = actor.toLowerCase();
    return [...accounts.values()].find((a) => a.did === actor || a.handle === wanted || a.email === wanted);
  };

  const didDoc = (account: Account) => ({
    '@context': ['https://www.w3.org/ns/did/v1'],
    id: account.did,
    alsoKnownAs: [`at://${account.handle}`],
    verificationMethod: [],
    service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: origin }],
  });

  function issueToken(account: Account, kind: Token['kind'], appPassword: string | null): string {
    const scope =
      kind === 'refresh' ? 'com.atproto.refresh' : appPassword ? 'com.atproto.appPass' : 'com.atproto.access';
    const now = Math.floor(Date.now() / 1000);
    const jwt = [
      base64url({ typ: kind === 'refresh' ? 'refresh+jwt' : 'at+jwt', alg: 'ES256K' }),
      base64url({ scope, sub: account.did, iat: now, exp: now + (kind === 'refresh' ? 7_776_000 : 7_200) }),
      randomBytes(32).toString('base64url'),
    ].join('.');
    tokens.set(jwt, { did: account.did, kind, appPassword, expired: false, revoked: false });
    return jwt;
  }

  function session(account: Account, appPassword: string | null) {
    return {
      accessJwt: issueToken(account, 'access', appPassword),
      refreshJwt: issueToken(account, 'refresh', appPassword),
      handle: account.handle,
      did: account.did,
      didDoc: didDoc(account),
      email: account.email,
      emailConfirmed: true,
      emailAuthFactor: account.authFactor,
      active: true,
    };
  }

  const bearer = (record: BlueskyRecordedRequest) => record.authorization?.match(/^Bearer (.+)$/)?.[1];

  /** The account behind the request's access token, or the error the PDS answers. */
  function authed(record: BlueskyRecordedRequest): Account | Reply {
    const jwt = bearer(record);
    if (!jwt) return fail(401, 'AuthMissing', 'Authentication Required');
    const token = tokens.get(jwt);
    if (!token) return fail(400, 'InvalidToken', 'Token could not be verified');
    if (token.kind !== 'access') return fail(400, 'InvalidToken', 'Bad token scope');
    if (token.expired) return fail(400, 'ExpiredToken', 'Token has expired');
    const account = accountOf(token.did);
    if (!account) return fail(400, 'InvalidToken', 'Token could not be verified');
    if (account.takenDown) return fail(401, 'AccountTakedown', 'Account has been taken down');
    return account;
  }

  function createSession(body: Record<string, unknown> | null): Reply {
    const account = accountOf(typeof body?.identifier === 'string' ? body.identifier : null);
    const password = typeof body?.password === 'string' ? body.password : '';
    const app = account?.appPasswords.get(password);
    const isAccountPassword = account !== undefined && password === account.password;
    if (!account || (!isAccountPassword && (!app || app.revoked)))
      return fail(401, 'AuthenticationRequired', 'Invalid identifier or password');
    if (account.takenDown) return fail(401, 'AccountTakedown', 'Account has been taken down');
    if (isAccountPassword && account.authFactor && body?.authFactorToken === undefined)
      return fail(401, 'AuthFactorTokenRequired', 'A sign in code has been sent to your email address');
    return ok(session(account, isAccountPassword ? null : password));
  }

  function refreshSession(record: BlueskyRecordedRequest): Reply {
    const jwt = bearer(record);
    const token = jwt ? tokens.get(jwt) : undefined;
    if (!jwt || !token) return fail(400, 'InvalidToken', 'Token could not be verified');
    if (token.kind !== 'refresh') return fail(400, 'InvalidToken', 'Bad token scope');
    const account = accountOf(token.did);
    if (token.revoked || !account) return fail(400, 'ExpiredToken', 'Token has been revoked');
    if (account.takenDown) return fail(401, 'AccountTakedown', 'Account has been taken down');
    // Refresh tokens rotate: this one is spent.
    token.revoked = true;
    return ok(session(account, token.appPassword));
  }

  /** `getServiceAuth`: a token another service (here, the video service) takes as the account. */
  function getServiceAuth(record: BlueskyRecordedRequest): Reply {
    const account = authed(record);
    if (!('did' in account)) return account;
    const aud = record.query.get('aud');
    if (!aud) return fail(400, 'InvalidRequest', 'Error: Params must have the property "aud"');
    if (!DID.test(aud)) return fail(400, 'InvalidRequest', 'Error: aud must be a valid did');
    const now = Math.floor(Date.now() / 1000);
    const exp = record.query.has('exp') ? Number(record.query.get('exp')) : now + 60;
    if (!Number.isInteger(exp)) return fail(400, 'InvalidRequest', 'Error: exp must be an integer');
    const lxm = record.query.get('lxm');
    const jwt = [
      base64url({ typ: 'JWT', alg: 'ES256K' }),
      base64url({
        iat: now,
        iss: account.did,
        aud,
        exp,
        ...(lxm ? { lxm } : {}),
        jti: randomBytes(16).toString('hex'),
      }),
      randomBytes(32).toString('base64url'),
    ].join('.');
    serviceTokens.set(jwt, { iss: account.did, aud, lxm, exp });
    return ok({ token: jwt });
  }

  /** The video service's check of the Bearer token: this PDS's, for video uploads. */
  function videoToken(record: BlueskyRecordedRequest): FakeBlueskyServiceToken | Reply {
    const jwt = bearer(record);
    if (!jwt) return fail(401, 'AuthMissing', 'Authentication Required');
    const token = serviceTokens.get(jwt);
    if (!token) return fail(401, 'BadJwtSignature', 'jwt signature does not match jwt issuer');
    if (token.aud !== serviceDid)
      return fail(401, 'BadJwtAudience', `jwt audience does not match service did: ${serviceDid}`);
    if (token.lxm !== UPLOAD_BLOB)
      return fail(401, 'BadJwtLexiconMethod', `jwt lexicon method ("lxm") does not match: ${UPLOAD_BLOB}`);
    return token;
  }

  function videoStatus(job: VideoJob) {
    return {
      jobId: job.jobId,
      did: job.did,
      state: job.state,
      ...(job.state === 'JOB_STATE_ENCODING' ? { progress: 50 } : {}),
      ...(job.state === 'JOB_STATE_FAILED' && job.failure ? job.failure : {}),
      ...(job.blobCid
        ? { blob: { $type: 'blob', ref: { $link: job.blobCid }, mimeType: 'video/mp4', size: job.size } }
        : {}),
    };
  }

  function uploadVideo(record: BlueskyRecordedRequest): Reply {
    const token = videoToken(record);
    if (!('iss' in token)) return token;
    const did = record.query.get('did');
    if (did !== token.iss) return fail(401, 'BadJwt', 'The token was not issued to this account');
    const mimeType = record.contentType?.split(';')[0]?.trim() || 'nothing';
    if (mimeType !== 'video/mp4')
      return fail(400, 'InvalidRequest', `Wrong type of file. It is ${mimeType} but it must be video/mp4.`);
    if (record.bytes.length === 0) return fail(400, 'InvalidRequest', 'The video is empty');
    const digest = createHash('sha256').update(record.bytes).digest('hex');
    const done = [...videoJobs.values()].find(
      (job) => job.did === did && job.digest === digest && job.state === 'JOB_STATE_COMPLETED',
    );
    const jobId = base32(randomBytes(13)).slice(0, 20);
    if (done) {
      // A job of its own, failed as `already_exists` but carrying the earlier video's blob.
      videoJobs.set(jobId, {
        ...done,
        jobId,
        name: record.query.get('name') ?? '',
        state: 'JOB_STATE_FAILED',
        pollsLeft: 0,
        failure: { error: 'already_exists', message: 'Video already processed' },
      });
      return {
        status: 409,
        body: {
          did,
          jobId,
          state: 'JOB_STATE_COMPLETED',
          error: 'already_exists',
          message: 'Video already processed',
        },
      };
    }
    const failure = nextVideoFailure
      ? {
          error: nextVideoFailure.error ?? `video processing error for job: ${jobId}`,
          message: nextVideoFailure.message,
        }
      : null;
    nextVideoFailure = null;
    videoJobs.set(jobId, {
      jobId,
      did,
      name: record.query.get('name') ?? '',
      mimeType,
      size: record.bytes.length,
      state: 'JOB_STATE_CREATED',
      blobCid: null,
      digest,
      pollsLeft: videoPolls,
      failure,
    });
    // Bare, not in the lexicon's `{jobStatus}` (bluesky-social/atproto#3026).
    return ok({ did, jobId, state: 'JOB_STATE_CREATED' });
  }

  function getJobStatus(record: BlueskyRecordedRequest): Reply {
    const token = videoToken(record);
    if (!('iss' in token)) return token;
    const job = videoJobs.get(record.query.get('jobId') ?? '');
    if (!job || job.did !== token.iss) return fail(404, 'NotFound', 'Job not found');
    if (job.state === 'JOB_STATE_CREATED' || job.state === 'JOB_STATE_ENCODING') {
      if (job.pollsLeft > 0) {
        job.pollsLeft -= 1;
        job.state = 'JOB_STATE_ENCODING';
      } else if (job.failure) {
        job.state = 'JOB_STATE_FAILED';
      } else {
        // Processed, and stored on the account's PDS with the service token.
        job.state = 'JOB_STATE_COMPLETED';
        job.blobCid = cidOf(RAW, Buffer.from(`processed ${job.digest}`));
        blobs.set(job.blobCid, { did: job.did, mimeType: 'video/mp4', size: job.size });
      }
    }
    return ok({ jobStatus: videoStatus(job) });
  }

  function uploadBlob(record: BlueskyRecordedRequest): Reply {
    const account = authed(record);
    if (!('did' in account)) return account;
    const mimeType = record.contentType ?? 'application/octet-stream';
    const cid = cidOf(RAW, record.bytes);
    blobs.set(cid, { did: account.did, mimeType, size: record.bytes.length });
    return ok({ blob: { $type: 'blob', ref: { $link: cid }, mimeType, size: record.bytes.length } });
  }

  /** The post record as the PDS checks it against app.bsky.feed.post; null when it passes. */
  function checkPost(did: string, post: Record<string, unknown>): Reply | null {
    if (post.$type !== 'app.bsky.feed.post') return invalidPost('Record/$type must be app.bsky.feed.post');
    if (typeof post.text !== 'string') return invalidPost('Record/text must be a string');
    if (utf8Length(post.text) > BLUESKY_LIMITS.textBytes)
      return invalidPost(`Record/text must not be longer than ${BLUESKY_LIMITS.textBytes} characters`);
    if (graphemeCount(post.text) > BLUESKY_LIMITS.textGraphemes)
      return invalidPost(`Record/text must not be longer than ${BLUESKY_LIMITS.textGraphemes} graphemes`);
    if (typeof post.createdAt !== 'string' || Number.isNaN(Date.parse(post.createdAt)))
      return invalidPost('Record/createdAt must be an valid atproto datetime (both RFC-3339 and ISO-8601)');
    const facets = post.facets ?? [];
    if (!Array.isArray(facets)) return invalidPost('Record/facets must be an array');
    for (const [i, facet] of facets.entries()) {
      const { byteStart, byteEnd } = (facet?.index ?? {}) as Record<string, unknown>;
      if (!Number.isInteger(byteStart) || !Number.isInteger(byteEnd) || (byteStart as number) < 0)
        return invalidPost(`Record/facets/${i}/index must have byteStart and byteEnd`);
      for (const [j, feature] of ((facet.features as Record<string, unknown>[]) ?? []).entries()) {
        const path = `Record/facets/${i}/features/${j}`;
        if (feature.$type === 'app.bsky.richtext.facet#mention' && !DID.test(String(feature.did)))
          return invalidPost(`${path}/did must be a valid did`);
        if (feature.$type === 'app.bsky.richtext.facet#link' && !URL.canParse(String(feature.uri)))
          return invalidPost(`${path}/uri must be a uri`);
        if (feature.$type === 'app.bsky.richtext.facet#tag' && typeof feature.tag !== 'string')
          return invalidPost(`${path}/tag must be a string`);
      }
    }
    if (post.reply !== undefined) {
      const reply = post.reply as Record<string, { uri?: unknown; cid?: unknown } | undefined>;
      for (const part of ['root', 'parent']) {
        const ref = reply?.[part];
        if (!ref) return invalidPost(`Record/reply must have the property "${part}"`);
        if (typeof ref.uri !== 'string' || !AT_URI.test(ref.uri))
          return invalidPost(`Record/reply/${part}/uri must be a valid at-uri`);
        if (typeof ref.cid !== 'string' || !CID.test(ref.cid))
          return invalidPost(`Record/reply/${part}/cid must be a cid string`);
      }
    }
    const embed = post.embed as Record<string, unknown> | undefined;
    if (embed?.$type === 'app.bsky.embed.video') {
      const ref = (embed.video as { ref?: { $link?: string } } | undefined)?.ref?.$link;
      const blob = ref ? blobs.get(ref) : undefined;
      if (!ref || !blob || blob.did !== did) return fail(400, 'BlobNotFound', `Could not find blob: ${ref}`);
      if (blob.mimeType !== 'video/mp4')
        return fail(
          400,
          'InvalidMimeType',
          `Wrong type of file. It is ${blob.mimeType} but it must match video/mp4.`,
        );
      if (blob.size > BLUESKY_LIMITS.videoBytes)
        return fail(
          400,
          'BlobTooLarge',
          `This file is too large. It is ${blob.size} bytes but the maximum size is ${BLUESKY_LIMITS.videoBytes} bytes.`,
        );
      if (embed.alt !== undefined && typeof embed.alt !== 'string')
        return invalidPost('Record/embed/alt must be a string');
    }
    if (embed?.$type === 'app.bsky.embed.images') {
      const images = embed.images as Record<string, unknown>[];
      if (!Array.isArray(images)) return invalidPost('Record/embed/images must be an array');
      if (images.length > BLUESKY_LIMITS.images)
        return invalidPost(`Record/embed/images must not have more than ${BLUESKY_LIMITS.images} elements`);
      for (const [i, image] of images.entries()) {
        if (typeof image.alt !== 'string')
          return invalidPost(`Record/embed/images/${i} must have the property "alt"`);
        const ref = (image.image as { ref?: { $link?: string } } | undefined)?.ref?.$link;
        const blob = ref ? blobs.get(ref) : undefined;
        if (!ref || !blob || blob.did !== did)
          return fail(400, 'BlobNotFound', `Could not find blob: ${ref}`);
        if (!blob.mimeType.startsWith('image/'))
          return fail(
            400,
            'InvalidMimeType',
            `Wrong type of file. It is ${blob.mimeType} but it must match image/*.`,
          );
        if (blob.size > BLUESKY_LIMITS.imageBytes)
          return fail(
            400,
            'BlobTooLarge',
            `This file is too large. It is ${blob.size} bytes but the maximum size is ${BLUESKY_LIMITS.imageBytes} bytes.`,
          );
      }
    }
    return null;
  }

  function createRecord(record: BlueskyRecordedRequest): Reply {
    const account = authed(record);
    if (!('did' in account)) return account;
    const body = record.body ?? {};
    const repo = accountOf(typeof body.repo === 'string' ? body.repo : null);
    if (!repo) return fail(400, 'InvalidRequest', `Could not find repo: ${String(body.repo)}`);
    if (repo.did !== account.did) return fail(401, 'AuthenticationRequired', 'Authentication Required');
    if (body.collection !== 'app.bsky.feed.post')
      return fail(400, 'InvalidRequest', 'This stand-in knows app.bsky.feed.post only');
    const rkey = body.rkey === undefined ? nextTid() : String(body.rkey);
    if (!TID.test(rkey)) return fail(400, 'InvalidRequest', `Invalid record key: ${rkey}`);
    const value = body.record as Record<string, unknown> | undefined;
    if (!value || typeof value !== 'object')
      return fail(400, 'InvalidRequest', 'Input must have the property "record"');
    const invalid = checkPost(account.did, value);
    if (invalid) return invalid;
    const posts = records.get(account.did) ?? new Map<string, FakeBlueskyPost>();
    records.set(account.did, posts);
    const uri = `at://${account.did}/app.bsky.feed.post/${rkey}`;
    if (posts.has(rkey))
      return duplicateMode === 'internal-error'
        ? fail(500, 'InternalServerError', 'Internal Server Error')
        : fail(400, 'InvalidRequest', `Record already exists: ${uri}`);
    const cid = cidOf(DAG_CBOR, Buffer.from(JSON.stringify(value)));
    posts.set(rkey, { uri, cid, rkey, value, indexedAt: new Date().toISOString() });
    return ok({
      uri,
      cid,
      commit: { cid: cidOf(DAG_CBOR, Buffer.from(`${uri} ${cid}`)), rev: nextTid() },
      validationStatus: 'valid',
    });
  }

  function getRecord(query: URLSearchParams): Reply {
    const account = accountOf(query.get('repo'));
    if (!account) return fail(400, 'InvalidRequest', `Could not find repo: ${query.get('repo')}`);
    const post =
      query.get('collection') === 'app.bsky.feed.post'
        ? records.get(account.did)?.get(query.get('rkey') ?? '')
        : undefined;
    if (!post)
      return fail(
        400,
        'RecordNotFound',
        `Could not locate record: at://${account.did}/${query.get('collection')}/${query.get('rkey')}`,
      );
    return ok({ uri: post.uri, cid: post.cid, value: post.value });
  }

  const author = (account: Account) => ({
    did: account.did,
    handle: account.handle,
    ...(account.displayName ? { displayName: account.displayName } : {}),
    ...(account.avatar ? { avatar: account.avatar } : {}),
  });

  /** A post's counts as the AppView answers them: 0 unless set, left out when set to null. */
  function countsOf(uri: string) {
    const set = counts.get(uri) ?? {};
    return Object.fromEntries(
      COUNTS.flatMap((name) => (set[name] === null ? [] : [[name, set[name] ?? 0]])),
    ) as Partial<Record<FakeBlueskyCount, number>>;
  }

  function getPosts(query: URLSearchParams): Reply {
    const uris = query.getAll('uris');
    if (uris.length > 25)
      return fail(400, 'InvalidRequest', 'Error: uris must not have more than 25 elements');
    if (indexingHeld) return ok({ posts: [] });
    const posts = uris.flatMap((uri) => {
      const [, did, , rkey] = uri.match(/^at:\/\/([^/]+)\/([^/]+)\/([^/]+)$/) ?? [];
      const account = accountOf(did ?? null);
      const post = account ? records.get(account.did)?.get(rkey ?? '') : undefined;
      if (!account || !post) return [];
      return [
        {
          uri: post.uri,
          cid: post.cid,
          author: author(account),
          record: post.value,
          indexedAt: post.indexedAt,
          ...countsOf(post.uri),
          labels: [],
        },
      ];
    });
    return ok({ posts });
  }

  function getProfile(query: URLSearchParams): Reply {
    const account = accountOf(query.get('actor'));
    if (!account) return fail(400, 'InvalidRequest', 'Profile not found');
    return ok({
      ...author(account),
      followersCount: followers.get(account.did) ?? 0,
      followsCount: 0,
      postsCount: records.get(account.did)?.size ?? 0,
    });
  }

  function resolveHandle(query: URLSearchParams): Reply {
    const account = accountOf(query.get('handle'));
    if (!account || account.did === query.get('handle'))
      return fail(400, 'InvalidRequest', 'Unable to resolve handle');
    return ok({ did: account.did });
  }

  /** Reads take a session optionally; one that is sent must be good (an expired one is refused). */
  const READS = new Set([
    'com.atproto.identity.resolveHandle',
    'app.bsky.actor.getProfile',
    'com.atproto.repo.getRecord',
    'app.bsky.feed.getPosts',
  ]);

  function answer(record: BlueskyRecordedRequest): Reply {
    if (record.service === 'video')
      switch (`${record.method} ${record.nsid}`) {
        case 'POST app.bsky.video.uploadVideo':
          return uploadVideo(record);
        case 'GET app.bsky.video.getJobStatus':
          return getJobStatus(record);
        default:
          return fail(501, 'MethodNotImplemented', 'Method Not Implemented');
      }
    if (READS.has(record.nsid) && record.authorization) {
      const account = authed(record);
      if (!('did' in account)) return account;
    }
    switch (`${record.method} ${record.nsid}`) {
      case 'POST com.atproto.server.createSession':
        return createSession(record.body);
      case 'POST com.atproto.server.refreshSession':
        return refreshSession(record);
      case 'POST com.atproto.server.deleteSession': {
        const token = tokens.get(bearer(record) ?? '');
        if (token?.kind !== 'refresh') return fail(400, 'InvalidToken', 'Token could not be verified');
        token.revoked = true;
        return { status: 200, body: '' };
      }
      case 'GET com.atproto.server.getSession': {
        const account = authed(record);
        if (!('did' in account)) return account;
        const { accessJwt: _a, refreshJwt: _r, ...rest } = session(account, null);
        return ok(rest);
      }
      case 'GET com.atproto.identity.resolveHandle':
        return resolveHandle(record.query);
      case 'GET app.bsky.actor.getProfile':
        return getProfile(record.query);
      case 'GET com.atproto.server.getServiceAuth':
        return getServiceAuth(record);
      case 'POST com.atproto.repo.uploadBlob':
        return uploadBlob(record);
      case 'POST com.atproto.repo.createRecord':
        return createRecord(record);
      case 'GET com.atproto.repo.getRecord':
        return getRecord(record.query);
      case 'GET app.bsky.feed.getPosts':
        return getPosts(record.query);
      default:
        return fail(501, 'MethodNotImplemented', 'Method Not Implemented');
    }
  }

  function send(res: http.ServerResponse, reply: Reply) {
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
    res.writeHead(reply.status, {
      'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json; charset=utf-8',
      ...reply.headers,
    });
    res.end(text);
  }

  const handle =
    (service: BlueskyRecordedRequest['service']) => (req: http.IncomingMessage, res: http.ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const bytes = Buffer.concat(chunks);
        const contentType = req.headers['content-type'] ?? null;
        let body: Record<string, unknown> | null = null;
        if (contentType?.startsWith('application/json')) {
          try {
            body = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
          } catch {
            body = null;
          }
        }
        const record: BlueskyRecordedRequest = {
          service,
          method: req.method ?? 'GET',
          nsid: url.pathname.replace(/^\/xrpc\//, ''),
          query: url.searchParams,
          headers: req.headers,
          authorization: req.headers.authorization ?? null,
          contentType,
          bytes,
          body,
        };
        requests.push(record);
        const rkey = record.body?.rkey ?? record.query.get('rkey');
        const index = scripted.findIndex(
          (s) =>
            (s.nsid === undefined || s.nsid === record.nsid) && (s.rkey === undefined || s.rkey === rkey),
        );
        const next = index >= 0 ? scripted.splice(index, 1)[0] : undefined;
        if (next?.afterWork) answer(record);
        if (next) {
          if (next.stall) return;
          if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
          if (res.destroyed) return;
          send(res, { status: next.status, body: next.body ?? '', headers: next.headers });
          return;
        }
        if (!url.pathname.startsWith('/xrpc/')) {
          send(res, fail(404, 'NotFound', 'Not Found'));
          return;
        }
        send(res, answer(record));
      });
    };
  async function listen(service: BlueskyRecordedRequest['service']) {
    const server = http.createServer(handle(service));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }
  const pds = await listen('pds');
  const video = await listen('video');
  origin = pds.origin;
  // did:web escapes a port's colon.
  serviceDid = `did:web:${encodeURIComponent(new URL(origin).host)}`;

  const appPassword = () =>
    Array.from({ length: 4 }, () => randomBytes(3).toString('hex').slice(0, 4)).join('-');

  return {
    origin,
    videoOrigin: video.origin,
    serviceDid,
    requests,
    calls: (nsid) => requests.filter((r) => r.nsid === nsid),
    addAccount(options) {
      const did = `did:plc:${base32(randomBytes(15))}`;
      const handle = options.handle.toLowerCase();
      const account: Account = {
        did,
        handle,
        email: `${handle.split('.')[0]}@example.com`,
        password: randomBytes(12).toString('hex'),
        displayName: options.displayName ?? null,
        avatar: options.avatar ?? null,
        authFactor: options.authFactor ?? false,
        appPasswords: new Map(),
        takenDown: false,
      };
      accounts.set(did, account);
      const first = appPassword();
      account.appPasswords.set(first, { revoked: false });
      return { did, handle, email: account.email, password: account.password, appPassword: first };
    },
    addAppPassword(did) {
      const password = appPassword();
      accounts.get(did)?.appPasswords.set(password, { revoked: false });
      return password;
    },
    revokeAppPassword(password) {
      for (const account of accounts.values()) {
        const entry = account.appPasswords.get(password);
        if (entry) entry.revoked = true;
      }
      for (const token of tokens.values())
        if (token.kind === 'refresh' && token.appPassword === password) token.revoked = true;
    },
    takeDown(did) {
      const account = accounts.get(did);
      if (account) account.takenDown = true;
    },
    expireAccessTokens() {
      for (const token of tokens.values()) if (token.kind === 'access') token.expired = true;
    },
    duplicateCreate(mode) {
      duplicateMode = mode;
    },
    posts: (did) => [...(records.get(did)?.values() ?? [])],
    videos: (did) =>
      [...videoJobs.values()]
        .filter((job) => job.did === did)
        .map(({ digest: _d, pollsLeft: _p, failure: _f, ...video }) => ({ ...video })),
    serviceTokens: () => [...serviceTokens.values()],
    setVideoPolls(polls) {
      videoPolls = polls;
    },
    failNextVideo(message, error) {
      nextVideoFailure = { message, ...(error ? { error } : {}) };
    },
    script(...answers) {
      scripted.push(...answers);
    },
    setCounts(uri, next) {
      counts.set(uri, { ...counts.get(uri), ...next });
    },
    holdIndexing(on) {
      indexingHeld = on;
    },
    deletePost(uri) {
      const [, did, , rkey] = uri.match(/^at:\/\/([^/]+)\/([^/]+)\/([^/]+)$/) ?? [];
      records.get(did ?? '')?.delete(rkey ?? '');
    },
    setFollowers(did, count) {
      followers.set(did, count);
    },
    reset() {
      accounts.clear();
      tokens.clear();
      blobs.clear();
      records.clear();
      requests.length = 0;
      scripted.length = 0;
      duplicateMode = 'internal-error';
      serviceTokens.clear();
      videoJobs.clear();
      videoPolls = 1;
      nextVideoFailure = null;
      counts.clear();
      followers.clear();
      indexingHeld = false;
    },
    async close() {
      for (const { server } of [pds, video]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}
