import {
  assetDriveCheckSchema,
  assetDriveImportCreateSchema,
  assetDriveImportSchema,
  driveNotConnectedErrorSchema,
} from '@expertos/domain/asset-drive';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { idParam, workspaceProjectParams } from '../../platform/params.js';
import { assetCaller } from './asset-caller.js';
import type { AssetDriveImports } from './asset-drive-imports.js';

const tags = ['assets'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const B = '/workspaces/:workspaceId/projects/:projectId';
const importParams = workspaceProjectParams.extend({ importId: idParam });
const assetParams = workspaceProjectParams.extend({ assetId: idParam });

/**
 * Google Drive import into the library (docs/product.md#asset-library): start one (a job does
 * it through the person's own Google connection), watch its progress, and "Check Drive" on an
 * asset that came from Drive.
 */
export const assetDriveRoutes =
  ({ imports }: { imports: AssetDriveImports }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${B}/asset-drive-imports`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            "Imports Google Drive files and folders (links or ids; a folder and its sub-folders, 500 files at most) through the caller's Google connection; Docs, Sheets and Slides come as PDF",
          description:
            '`400 drive_link_invalid` names each link that is not a Drive link; `409 drive_not_connected` when the caller has no Google connection with Drive access (`missing`: `connection` or `scope`; `connect`: where to add it).',
          params: workspaceProjectParams,
          body: assetDriveImportCreateSchema,
          response: {
            202: assetDriveImportSchema,
            ...errors,
            409: driveNotConnectedErrorSchema,
            502: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const caller = assetCaller(contextOf(request, 'projectMember'));
        return reply.code(202).send(await imports.start(caller, request.body));
      },
    );

    app.get(
      `${B}/asset-drive-imports/:importId`,
      {
        config: { access: 'projectMember', scope: 'assets:read' },
        schema: {
          tags,
          summary: 'How far a Google Drive import got: files found, taken, failed (and why)',
          params: importParams,
          response: { 200: assetDriveImportSchema, ...errors },
        },
      },
      async (request) =>
        imports.progress(assetCaller(contextOf(request, 'projectMember')), request.params.importId),
    );

    app.post(
      `${B}/assets/:assetId/drive-check`,
      {
        config: { access: 'projectMember', scope: 'assets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Check Drive: adds a version when the Google Drive file the asset came from has changed since (answers whether it had)',
          params: assetParams,
          response: {
            200: assetDriveCheckSchema,
            ...errors,
            409: driveNotConnectedErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            422: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
      },
      async (request) =>
        imports.check(assetCaller(contextOf(request, 'projectMember')), request.params.assetId),
    );
  };
