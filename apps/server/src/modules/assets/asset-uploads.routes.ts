import type { Readable } from 'node:stream';
import {
  ASSET_MAX_BYTES,
  ASSET_RESUMABLE_FROM_BYTES,
  assetFromTaskFileSchema,
  assetFromUrlSchema,
  assetUploadResolveSchema,
  assetUploadResultSchema,
  assetUploadSchema,
  assetUploadTargetSchema,
} from '@expertos/domain/assets';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { assertTus, headerNumber, TUS_OFFSET_CONTENT_TYPE, tusHeaders } from '../../platform/http/tus.js';
import { capability, workspaceProjectParams } from '../../platform/params.js';
import { readUploadParts, type UploadPart } from '../../platform/storage/upload.js';
import { readUploadMetadata } from '../media/video-uploads.js';
import { assetCaller } from './asset-caller.js';
import type { AssetTaskFiles } from './asset-task-files.js';
import type { AssetUploads } from './asset-uploads.js';
import type { AssetWebClips } from './asset-web-clips.js';

const tags = ['assets'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const uploadParams = workspaceProjectParams.extend({ uploadId: capability(z.string().min(1).max(64)) });
const B = '/workspaces/:workspaceId/projects/:projectId';
const uploadReplies = { 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema };

/** Where an upload goes, from its fields or tus metadata; a 400 naming the field when it is not one. */
function targetOf(fields: Record<string, string | undefined>) {
  const parsed = assetUploadTargetSchema.safeParse({
    name: fields.name ?? fields.filename,
    folder_uid: fields.folder_uid || null,
    asset_uid: fields.asset_uid || null,
  });
  if (!parsed.success)
    throw new AppError('validation_error', {
      details: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  return { name: parsed.data.name, folderId: parsed.data.folder_uid, assetId: parsed.data.asset_uid };
}

/** The one file and its fields of a small upload. */
function singleFile(parts: UploadPart[]) {
  const fields: Record<string, string> = {};
  const files = parts.filter((part) => part.type === 'file');
  for (const part of parts) if (part.type === 'field') fields[part.fieldname] = part.value;
  const [file] = files;
  if (!file || files.length > 1 || file.fieldname !== 'file')
    throw new AppError('validation_error', {
      details: [{ path: 'file', message: 'Send one file, in the "file" field.' }],
    });
  fields.name ||= file.filename;
  return { file, fields };
}

/**
 * The library's uploads (docs/product.md#asset-library): `POST …/assets` takes a file up to
 * ASSET_RESUMABLE_FROM_BYTES in one multipart request; larger ones go by tus 1.0.0 (core and
 * creation) at `…/asset-uploads`. Both are checked against the storage quota before the first
 * byte (`quota`), and both answer what the file came to: an asset, or a duplicate to resolve.
 */
export const assetUploadsRoutes =
  ({
    uploads,
    clips,
    taskFiles,
    quota,
  }: {
    uploads: AssetUploads;
    clips: AssetWebClips;
    taskFiles: AssetTaskFiles;
    /** Refuses (413 `storage_quota_exceeded`) when `bytes` more would pass the workspace's quota. */
    quota: (workspaceId: string, bytes: number) => Promise<void>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: ASSET_RESUMABLE_FROM_BYTES, files: 1, fields: 3 } });
    // A PATCH's body streams to disk as it arrives, never held in memory.
    app.addContentTypeParser(TUS_OFFSET_CONTENT_TYPE, (_request, payload, done) => done(null, payload));

    app.post(
      `${B}/assets`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Uploads a file of up to 8 MB in one request (multipart: `name` with its path below a dropped folder, optional `folder_uid` or `asset_uid` for a new version, then `file`)',
          params: workspaceProjectParams,
          consumes: ['multipart/form-data'],
          response: { 201: assetUploadResultSchema, ...errors, ...uploadReplies },
        },
      },
      async (request, reply) => {
        const caller = assetCaller(contextOf(request, 'projectMember'));
        const declared = headerNumber(request.headers['content-length']);
        if (declared !== null) await quota(caller.workspaceId, declared);
        let parts: UploadPart[];
        try {
          parts = await readUploadParts(request, ASSET_RESUMABLE_FROM_BYTES);
        } catch (error) {
          if (error instanceof AppError && error.code === 'attachment_too_large')
            throw new AppError('asset_use_resumable');
          if (error instanceof AppError && error.code === 'too_many_attachments')
            throw new AppError('validation_error', {
              details: [{ path: 'file', message: 'Send one file per request.' }],
            });
          throw error;
        }
        const { file, fields } = singleFile(parts);
        const result = await uploads.single(caller, targetOf(fields), { path: file.path, size: file.size });
        return reply.code(201).send(result);
      },
    );

    app.post(
      `${B}/assets/from-url`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            "Saves a web page's image to the library (the extension's right-click): fetched by the server through the egress guard, taken by its bytes",
          params: workspaceProjectParams,
          body: assetFromUrlSchema,
          response: { 201: assetUploadResultSchema, ...errors, ...uploadReplies },
        },
      },
      async (request, reply) => {
        const caller = assetCaller(contextOf(request, 'projectMember'));
        await quota(caller.workspaceId, ASSET_MAX_BYTES.image);
        return reply.code(201).send(await clips.save(caller, request.body));
      },
    );

    app.post(
      `${B}/assets/from-task-file`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            "Adds a file of the brand's tickets (a From tasks item) to the library as a copy that remembers where it came from",
          params: workspaceProjectParams,
          body: assetFromTaskFileSchema,
          response: { 201: assetUploadResultSchema, ...errors, ...uploadReplies },
        },
      },
      async (request, reply) => {
        const caller = assetCaller(contextOf(request, 'projectMember'));
        return reply.code(201).send(await taskFiles.copy(caller, request.body));
      },
    );

    app.post(
      `${B}/asset-uploads`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required', raw: true },
        schema: {
          tags,
          summary:
            'Starts a resumable upload (tus creation: Upload-Length; Upload-Metadata `filename`, optional `folder_uid`, `asset_uid`); answers 201 with its Location',
          params: workspaceProjectParams,
          response: { 201: assetUploadSchema, ...errors, 412: apiErrorSchema, ...uploadReplies },
        },
      },
      async (request, reply) => {
        assertTus(request);
        const caller = assetCaller(contextOf(request, 'projectMember'));
        const length = headerNumber(request.headers['upload-length']);
        const metadata = readUploadMetadata(request.headers['upload-metadata'] as string | undefined);
        if (length === null || metadata === null) throw new AppError('upload_invalid');
        const target = targetOf(metadata);
        await quota(caller.workspaceId, length);
        const upload = await uploads.create(caller, target, length);
        return tusHeaders(reply)
          .code(201)
          .header(
            'location',
            `/api/workspaces/${caller.workspaceId}/projects/${caller.projectId}/asset-uploads/${upload.uid}`,
          )
          .header('upload-offset', '0')
          .send(upload);
      },
    );

    app.head(
      `${B}/asset-uploads/:uploadId`,
      {
        config: { access: 'projectMember', scope: 'assets:read', raw: true },
        schema: {
          tags,
          summary: 'How far a resumable upload has got (tus Upload-Offset)',
          params: uploadParams,
          response: {
            200: z.null().describe('Upload-Offset and Upload-Length say where it stands'),
            412: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        assertTus(request);
        const caller = assetCaller(contextOf(request, 'projectMember'));
        const upload = await uploads.status(caller, request.params.uploadId);
        return tusHeaders(reply)
          .code(200)
          .header('upload-offset', String(upload.received))
          .header('upload-length', String(upload.size))
          .send();
      },
    );

    app.get(
      `${B}/asset-uploads/:uploadId/result`,
      {
        config: { access: 'projectMember', scope: 'assets:read' },
        schema: {
          tags,
          summary: 'A resumable upload: how far it got and, once its last byte arrived, what it came to',
          params: uploadParams,
          response: { 200: assetUploadSchema, ...errors },
        },
      },
      async (request) =>
        uploads.status(assetCaller(contextOf(request, 'projectMember')), request.params.uploadId),
    );

    app.patch(
      `${B}/asset-uploads/:uploadId`,
      {
        // Going on with an upload that was let in; its start checked the plan.
        config: { access: 'projectMember', scope: 'assets:write', plan: 'exempt', raw: true },
        schema: {
          tags,
          summary:
            'The next bytes of a resumable upload (tus PATCH, application/offset+octet-stream at its Upload-Offset); the last answers what the file came to',
          params: uploadParams,
          response: { 200: assetUploadSchema, ...errors, 412: apiErrorSchema, ...uploadReplies },
        },
      },
      async (request, reply) => {
        assertTus(request);
        const caller = assetCaller(contextOf(request, 'projectMember'));
        if (request.headers['content-type'] !== TUS_OFFSET_CONTENT_TYPE)
          throw new AppError('unsupported_media_type');
        const offset = headerNumber(request.headers['upload-offset']);
        if (offset === null) throw new AppError('upload_invalid');
        const body = request.body as Readable;
        try {
          const upload = await uploads.append(caller, request.params.uploadId, offset, body);
          return tusHeaders(reply).code(200).header('upload-offset', String(upload.received)).send(upload);
        } finally {
          // Answered before the whole body was read: the connection closes after the answer.
          if (!body.readableEnded) reply.header('connection', 'close');
        }
      },
    );

    app.delete(
      `${B}/asset-uploads/:uploadId`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Cancels an upload and drops its bytes',
          params: uploadParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await uploads.cancel(assetCaller(contextOf(request, 'projectMember')), request.params.uploadId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${B}/asset-uploads/:uploadId/resolve`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'What to do with a file already in the library: keep both, use the existing asset, or add it as a new version of it',
          params: uploadParams,
          body: assetUploadResolveSchema,
          response: { 200: assetUploadResultSchema, ...errors, ...uploadReplies },
        },
      },
      async (request) =>
        uploads.resolve(
          assetCaller(contextOf(request, 'projectMember')),
          request.params.uploadId,
          request.body.action,
        ),
    );
  };
