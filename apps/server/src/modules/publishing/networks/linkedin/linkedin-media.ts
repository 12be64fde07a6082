import { NetworkError } from '../network.js';
import { inPath, type LinkedInApi } from './linkedin-api.js';
import { answerJson, linkedInFailure } from './linkedin-errors.js';

/**
 * A post's files on LinkedIn (providers/publishing.md §4). Each kind is registered first
 * (`?action=initializeUpload`, owned by the post's author) and its bytes PUT to the address
 * LinkedIn answers: an image or a document whole; a video in the parts LinkedIn lays out
 * (about 4 MB each), whose ETags `finalizeUpload` takes back in order. Videos and documents are
 * then processed: `GET /rest/{videos|documents}/{urn}` answers PROCESSING until AVAILABLE or
 * PROCESSING_FAILED. Images are not polled (a member's token may not read their status; LinkedIn
 * takes them at once).
 */

/** A large video part or document may take minutes on a slow link. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface UploadTarget {
  api: LinkedInApi;
  token: string;
  /** The post's author: the member's or the page's URN. */
  owner: string;
  now: () => Date;
}

interface Initialized {
  value?: {
    uploadUrl?: string;
    image?: string;
    document?: string;
    video?: string;
    uploadToken?: string;
    uploadInstructions?: { uploadUrl?: string; firstByte?: number; lastByte?: number }[];
  };
}

async function initialize(
  target: UploadTarget,
  kind: 'images' | 'documents' | 'videos',
  request: object,
  what: string,
) {
  const answer = await target.api.read<Initialized>(`/rest/${kind}`, {
    token: target.token,
    query: { action: 'initializeUpload' },
    json: { initializeUploadRequest: { owner: target.owner, ...request } },
    what,
  });
  return answer.value ?? {};
}

async function put(target: UploadTarget, url: string, bytes: Uint8Array, what: string, withToken: boolean) {
  const answer = await target.api.send(url, {
    method: 'PUT',
    bytes,
    ...(withToken ? { token: target.token } : {}),
    what,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  if (answer.status < 200 || answer.status > 299) throw linkedInFailure(answer, what, target.now());
  return answer;
}

const unanswered = (what: string) =>
  new NetworkError('transient', `LinkedIn did not answer ${what} as documented; trying again later.`, {
    code: 'unexpected_answer',
  });

/** An image or a document, registered and uploaded whole: its URN. */
export async function uploadWhole(
  target: UploadTarget,
  kind: 'image' | 'document',
  medium: { bytes: Buffer; fileName: string },
): Promise<string> {
  const what = `the upload of ${medium.fileName}`;
  const value = await initialize(target, kind === 'image' ? 'images' : 'documents', {}, what);
  const urn = value[kind];
  if (!value.uploadUrl || !urn) throw unanswered(what);
  await put(target, value.uploadUrl, medium.bytes, what, true);
  return urn;
}

/** A video, registered, uploaded part by part and finalized: its URN (still processing). */
export async function uploadVideo(target: UploadTarget, medium: { bytes: Buffer; fileName: string }) {
  const what = `the upload of ${medium.fileName}`;
  const value = await initialize(
    target,
    'videos',
    { fileSizeBytes: medium.bytes.length, uploadCaptions: false, uploadThumbnail: false },
    what,
  );
  const parts = value.uploadInstructions ?? [];
  if (!value.video || parts.length === 0) throw unanswered(what);
  const etags: string[] = [];
  for (const [index, part] of parts.entries()) {
    const { uploadUrl, firstByte, lastByte } = part;
    if (!uploadUrl || typeof firstByte !== 'number' || typeof lastByte !== 'number') throw unanswered(what);
    // The part addresses are signed: no token goes with them.
    const answer = await put(target, uploadUrl, medium.bytes.subarray(firstByte, lastByte + 1), what, false);
    const etag = answer.headers.get('etag');
    if (!etag) throw unanswered(`part ${index + 1} of ${medium.fileName}`);
    etags.push(etag);
  }
  await target.api.call('/rest/videos', {
    token: target.token,
    query: { action: 'finalizeUpload' },
    json: {
      finalizeUploadRequest: {
        video: value.video,
        uploadToken: value.uploadToken ?? '',
        uploadedPartIds: etags,
      },
    },
    what,
  });
  return value.video;
}

/** How a processed file ended: ready, or waiting for its bytes (an upload cut off before the end). */
export type Processed = 'available' | 'not_uploaded';

/**
 * Waits, bounded, until LinkedIn has processed a video or a document. PROCESSING_FAILED stops
 * for good; still processing after `waitMs` is `transient` (the next attempt looks again).
 */
export async function waitUntilProcessed(
  target: UploadTarget,
  kind: 'video' | 'document',
  urn: string,
  fileName: string,
  wait: { pollMs: number; waitMs: number },
): Promise<Processed> {
  const deadline = Date.now() + wait.waitMs;
  for (;;) {
    const answer = await target.api.send(`${target.api.apiUrl}/rest/${kind}s/${inPath(urn)}`, {
      token: target.token,
      what: `the processing of ${fileName}`,
    });
    if (answer.status === 404) return 'not_uploaded';
    // A document's status this token may not read: LinkedIn will say so when the post is made.
    if (answer.status === 403 && kind === 'document') return 'available';
    if (answer.status < 200 || answer.status > 299)
      throw linkedInFailure(answer, `the processing of ${fileName}`, target.now());
    const status = answerJson(answer).status;
    if (status === 'AVAILABLE') return 'available';
    if (status === 'WAITING_UPLOAD') return 'not_uploaded';
    if (status === 'PROCESSING_FAILED')
      throw new NetworkError(
        'permanent',
        `LinkedIn could not process ${fileName}. Check that it plays and is ${kind === 'video' ? 'an MP4 of 3 seconds to 30 minutes' : 'a PDF, PowerPoint or Word file of up to 300 pages'}, then publish again.`,
        { code: 'processing_failed' },
      );
    if (Date.now() >= deadline)
      throw new NetworkError(
        'transient',
        `LinkedIn was still processing ${fileName} after ${Math.round(wait.waitMs / 1000)} s; looking again later.`,
        { code: 'media_processing' },
      );
    await new Promise((resolve) => setTimeout(resolve, wait.pollMs));
  }
}
