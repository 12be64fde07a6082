import fs from 'node:fs';
import path from 'node:path';
import { type Comment, commentSchema } from '@expertos/domain/comment.schema';
import { type Ticket, ticketSchema } from '@expertos/domain/ticket.schema';
import type { Persona } from '../../test/world.js';
import { insertRecording } from '../media/video.fixtures.js';
import { createTicketsTestContext } from '../tickets/tickets.fixtures.js';
import { multipartFiles, PNG_1X1 } from '../tickets/tickets-upload.fixtures.js';

export { PNG_1X1 };

/** A file of a test upload: its bytes, the name the browser sends and the type it claims. */
export interface TestFile {
  data: Buffer;
  name: string;
  type?: string;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** The smallest PDF a reader opens. */
export const PDF = latin1(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** The start of a WebM recording (EBML header, DocType "webm"), as MediaRecorder writes it. */
export const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  latin1('webm'),
  Buffer.from([0x42, 0x87, 0x81, 0x04, 0x18, 0x53, 0x80, 0x67]),
]);
/** A Windows executable's header (MZ … PE). */
export const EXE = Buffer.concat([latin1('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), Buffer.alloc(64)]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
);
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

export const png = (name = 'photo.png'): TestFile => ({ data: PNG_1X1, name, type: 'image/png' });
export const pdf = (name = 'brief.pdf'): TestFile => ({ data: PDF, name, type: 'application/pdf' });

export interface CommentForm {
  body?: string;
  /** An anchor (sent as JSON), or the field's raw text. */
  anchor?: object | string;
  visibility?: string;
  files?: TestFile[];
  voiceNote?: TestFile;
}

/**
 * A multipart body as the web app's FormData makes it: `body`, `anchor`, `visibility`, then
 * `files`, then `voice_note`.
 */
export async function commentMultipart(form: CommentForm): Promise<{ payload: Buffer; contentType: string }> {
  const data = new FormData();
  if (form.body !== undefined) data.append('body', form.body);
  if (form.anchor !== undefined)
    data.append('anchor', typeof form.anchor === 'string' ? form.anchor : JSON.stringify(form.anchor));
  if (form.visibility !== undefined) data.append('visibility', form.visibility);
  const blob = (file: TestFile) =>
    new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' });
  for (const file of form.files ?? []) data.append('files', blob(file), file.name);
  if (form.voiceNote) data.append('voice_note', blob(form.voiceNote), form.voiceNote.name);
  const request = new Request('http://localhost/upload', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** The tickets test context, plus calls to the comments API and a look at the stored files. */
export async function createCommentsTestContext(options: { env?: Record<string, string> } = {}) {
  const t = await createTicketsTestContext(options);

  const commentsUrl = (ticketUid: string) => `/api/tickets/${ticketUid}/comments`;

  async function post(persona: Persona, ticketUid: string, form: CommentForm) {
    const { payload, contentType } = await commentMultipart(form);
    return t.ctx.app.inject({
      method: 'POST',
      url: commentsUrl(ticketUid),
      payload,
      headers: { ...t.people[persona].headers, 'content-type': contentType },
    });
  }

  /** Posts a comment and answers it (fails the test on any other status than 201). */
  async function comment(persona: Persona, ticketUid: string, form: CommentForm): Promise<Comment> {
    const res = await post(persona, ticketUid, form);
    if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
    return commentSchema.parse(res.json());
  }

  const download = (persona: Persona, url: string) =>
    t.ctx.app.inject({ method: 'GET', url, headers: t.people[persona].headers });

  const attachmentsDir = () => path.join(t.ctx.dataDir, 'media', 'attachments');
  /** The files in the attachments folder of the storage. */
  const storedFiles = () => (fs.existsSync(attachmentsDir()) ? fs.readdirSync(attachmentsDir()) : []);
  const clearStoredFiles = () => fs.rmSync(attachmentsDir(), { recursive: true, force: true });

  /** Adds a reference image to the ticket; answers its uid. */
  async function referenceImage(persona: Persona, ticketUid: string): Promise<string> {
    const { payload, contentType } = await multipartFiles([{ data: PNG_1X1, name: 'mood.png' }]);
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketUid}/reference-images`,
      payload,
      headers: { ...t.people[persona].headers, 'content-type': contentType },
    });
    if (res.statusCode !== 200) throw new Error(`image upload failed: ${res.statusCode} ${res.body}`);
    return ticketSchema.parse(res.json()).reference_images.at(-1)!.uid;
  }

  /** A finished recording of the ticket's brand, attached to it (or to none), `durationMs` long. */
  function recording(
    ticket: Ticket,
    place: { workspaceId: string },
    options: { attached?: boolean; durationMs?: number | null } = {},
  ): Promise<string> {
    return insertRecording(
      t.ctx.database.db,
      { workspaceId: place.workspaceId, projectId: ticket.project_uid, uploaderId: t.people.member.id },
      {
        ticket_id: options.attached === false ? null : ticket.uid,
        duration_ms: options.durationMs === undefined ? 60_000 : options.durationMs,
      },
    );
  }

  return {
    ...t,
    commentsUrl,
    post,
    comment,
    download,
    storedFiles,
    clearStoredFiles,
    referenceImage,
    recording,
  };
}
export type CommentsTestContext = Awaited<ReturnType<typeof createCommentsTestContext>>;
