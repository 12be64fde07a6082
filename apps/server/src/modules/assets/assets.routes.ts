import {
  assetBulkSchema,
  assetFolderCreateSchema,
  assetFolderPatchSchema,
  assetFolderSchema,
  assetListQuerySchema,
  assetPageSchema,
  assetPatchSchema,
  assetSchema,
  assetStorageSchema,
  assetUsesSchema,
  assetVersionsSchema,
} from '@expertos/domain/assets';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam, workspaceProjectParams } from '../../platform/params.js';
import { fileReply } from '../../platform/replies.js';
import { assetCaller } from './asset-caller.js';
import type { AssetFolders } from './asset-folders.js';
import type { AssetsService } from './assets.service.js';

const tags = ['assets'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const assetParams = workspaceProjectParams.extend({ assetId: idParam });
const versionParams = assetParams.extend({ versionId: idParam });
const previewParams = versionParams.extend({ size: z.enum(['small', 'large']) });
const folderParams = workspaceProjectParams.extend({ folderId: idParam });
const B = '/workspaces/:workspaceId/projects/:projectId';

/** A file name for Content-Disposition: ASCII letters, digits and `._-`, the rest as `_`. */
const headerFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_') || 'file';

/**
 * The asset library's routes (docs/product.md#asset-library): every one is a brand's
 * (`projectMember`: externals read; the service refuses what they may not do), and an asset,
 * version or folder of another brand is not found.
 */
export const assetsRoutes =
  ({
    assets,
    folders,
    workspaceUsed,
  }: {
    assets: AssetsService;
    folders: AssetFolders;
    /** What the workspace's files take in all (the storage quota's count). */
    workspaceUsed: (workspaceId: string) => Promise<number>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${B}/assets`,
      {
        config: { access: 'projectMember', scope: 'assets:read' },
        schema: {
          tags,
          summary:
            "A page of the brand's asset library (keyset: `cursor` from the last page), filtered by folder, text, kind, tag, rights, uploader, date and use",
          params: workspaceProjectParams,
          querystring: assetListQuerySchema,
          response: { 200: assetPageSchema, ...errors },
        },
      },
      async (request) => assets.list(request.params.projectId, request.query),
    );

    app.get(
      `${B}/assets/:assetId`,
      {
        config: { access: 'projectMember', scope: 'assets:read' },
        schema: {
          tags,
          summary: 'One asset of the brand',
          params: assetParams,
          response: { 200: assetSchema, ...errors },
        },
      },
      async (request) => assets.present(request.params.projectId, request.params.assetId),
    );

    app.patch(
      `${B}/assets/:assetId`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Renames, moves, tags or archives an asset, or sets its usage rights (the pull policy is a brand admin’s)',
          params: assetParams,
          body: assetPatchSchema,
          response: { 200: assetSchema, ...errors },
        },
      },
      async (request) =>
        assets.update(assetCaller(contextOf(request, 'projectMember')), request.params.assetId, request.body),
    );

    app.delete(
      `${B}/assets/:assetId`,
      {
        config: { access: 'projectAdmin', scope: 'assets:write', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Deletes an unused asset for good with every version (409 `asset_in_use` lists its uses)',
          params: assetParams,
          response: { 204: z.null(), ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await assets.remove(assetCaller(contextOf(request, 'projectAdmin')), request.params.assetId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${B}/assets/bulk`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Moves, tags, untags or archives many assets at once (all or none)',
          params: workspaceProjectParams,
          body: assetBulkSchema,
          response: { 200: z.object({ items: z.array(assetSchema) }), ...errors },
        },
      },
      async (request) => ({
        items: await assets.bulk(assetCaller(contextOf(request, 'projectMember')), request.body),
      }),
    );

    app.get(
      `${B}/assets/:assetId/versions`,
      {
        config: { access: 'projectMember', scope: 'assets:read' },
        schema: {
          tags,
          summary: "An asset's versions, newest first",
          params: assetParams,
          response: { 200: assetVersionsSchema, ...errors },
        },
      },
      async (request) => ({ items: await assets.versions(request.params.projectId, request.params.assetId) }),
    );

    app.post(
      `${B}/assets/:assetId/versions/:versionId/restore`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Makes an earlier version the one in use',
          params: versionParams,
          response: { 200: assetSchema, ...errors },
        },
      },
      async (request) =>
        assets.restore(
          assetCaller(contextOf(request, 'projectMember')),
          request.params.assetId,
          request.params.versionId,
        ),
    );

    app.get(
      `${B}/assets/:assetId/uses`,
      {
        config: { access: 'projectMember', scope: 'assets:read' },
        schema: {
          tags,
          summary: 'Where an asset is used: the tickets and posts the caller may open, and how many others',
          params: assetParams,
          response: { 200: assetUsesSchema, ...errors },
        },
      },
      async (request) =>
        assets.uses(assetCaller(contextOf(request, 'projectMember')), request.params.assetId),
    );

    app.get(
      `${B}/assets/:assetId/versions/:versionId/preview/:size`,
      {
        config: { access: 'projectMember', scope: 'assets:read', raw: true },
        schema: {
          tags,
          summary: "A version's WebP thumbnail (320 or 1280 px); 404 while it has none",
          params: previewParams,
          response: { 200: fileReply(['image/webp'], 'The thumbnail'), ...errors },
        },
      },
      async (request, reply) => {
        const { projectId, assetId, versionId, size } = request.params;
        const stream = await assets.preview(projectId, assetId, versionId, size);
        return reply
          .type('image/webp')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=0, must-revalidate')
          .send(stream);
      },
    );

    app.get(
      `${B}/assets/:assetId/versions/:versionId/file`,
      {
        config: { access: 'projectMember', scope: 'assets:read', raw: true },
        schema: {
          tags,
          summary:
            "A version's original, under a sandbox CSP: raster images may show in place, anything else (SVG above all) downloads",
          params: versionParams,
          response: { 200: fileReply(['*/*'], "The file's bytes, in its own type"), ...errors },
        },
      },
      async (request, reply) => {
        const { projectId, assetId, versionId } = request.params;
        const file = await assets.file(projectId, assetId, versionId);
        return (
          reply
            .type(file.contentType)
            .header('content-length', String(file.size))
            .header(
              'content-disposition',
              `${file.inline ? 'inline' : 'attachment'}; filename="${headerFileName(file.name)}"`,
            )
            // Whatever the bytes are, they never run as a page of our origin.
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, max-age=0, must-revalidate')
            .send(file.stream)
        );
      },
    );

    app.get(
      `${B}/asset-tags`,
      {
        config: { access: 'projectMember', scope: 'assets:read' },
        schema: {
          tags,
          summary: "The tags of the brand's library and how many assets carry each",
          params: workspaceProjectParams,
          response: {
            200: z.object({ items: z.array(z.object({ tag: z.string(), count: z.number().int() })) }),
            ...errors,
          },
        },
      },
      async (request) => ({ items: await assets.tags(request.params.projectId) }),
    );

    app.get(
      `${B}/asset-storage`,
      {
        config: { access: 'projectMember', scope: 'assets:read' },
        schema: {
          tags,
          summary: "The workspace's stored files against its quota; brand admins see the library by kind",
          params: workspaceProjectParams,
          response: { 200: assetStorageSchema, ...errors },
        },
      },
      async (request) => {
        const caller = assetCaller(contextOf(request, 'projectMember'));
        return assets.storage(caller, await workspaceUsed(caller.workspaceId));
      },
    );

    app.get(
      `${B}/asset-folders`,
      {
        config: { access: 'projectMember', scope: 'assets:read' },
        schema: {
          tags,
          summary: "The brand's library folders, flat (each names its parent)",
          params: workspaceProjectParams,
          response: { 200: z.object({ items: z.array(assetFolderSchema) }), ...errors },
        },
      },
      async (request) => ({ items: await folders.list(request.params.projectId) }),
    );

    app.post(
      `${B}/asset-folders`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Makes a folder',
          params: workspaceProjectParams,
          body: assetFolderCreateSchema,
          response: { 201: assetFolderSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await folders.create(assetCaller(contextOf(request, 'projectMember')), request.body)),
    );

    app.patch(
      `${B}/asset-folders/:folderId`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Renames or moves a folder (never into itself), or opens it to external collaborators’ uploads (brand admins)',
          params: folderParams,
          body: assetFolderPatchSchema,
          response: { 200: assetFolderSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) =>
        folders.update(
          assetCaller(contextOf(request, 'projectMember')),
          request.params.folderId,
          request.body,
        ),
    );

    app.delete(
      `${B}/asset-folders/:folderId`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Deletes an empty folder',
          params: folderParams,
          response: { 204: z.null(), ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await folders.remove(assetCaller(contextOf(request, 'projectMember')), request.params.folderId);
        return reply.code(204).send(null);
      },
    );
  };
