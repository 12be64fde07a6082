import { randomUUID } from 'node:crypto';
import {
  type Asset,
  rightsState,
  TICKET_ASSETS_MAX,
  type TicketAssetKind,
  type TicketAssets,
  type TicketAssetsAdd,
} from '@expertos/domain/assets';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { AssetsRepository } from './assets.repository.js';
import type { AssetsTable } from './assets.tables.js';

/** The ticket a use belongs to, as the `ticketMember` check found it. */
export interface TicketPlace {
  ticketId: string;
  projectId: string;
}

/**
 * A ticket's library assets (docs/product.md#asset-library): reference images and attached
 * files picked from its brand's library. Each is an `asset_uses` row keeping the version it was
 * picked with, so the asset's "Used in" names the ticket, a deleted ticket releases it (the
 * foreign key), and the asset cannot be deleted for good while the ticket keeps it. A newer
 * version in the library is offered, never swapped in behind the ticket's back.
 */
export function createTicketAssets({
  db,
  repository,
  presentMany,
  today,
}: {
  db: Db;
  repository: AssetsRepository;
  presentMany: (rows: AssetsTable[], trx?: Db) => Promise<Asset[]>;
  today: () => string;
}) {
  const { own } = repository;

  async function uses(ticketId: string, trx?: Db) {
    return own(trx)
      .selectFrom('asset_uses')
      .innerJoin('asset_versions', 'asset_versions.id', 'asset_uses.version_id')
      .select([
        'asset_uses.asset_id',
        'asset_uses.kind',
        'asset_uses.version_id',
        'asset_uses.created_at',
        'asset_versions.number',
        'asset_versions.preview_state',
      ])
      .where('asset_uses.ticket_id', '=', ticketId)
      .where('asset_uses.kind', 'in', ['reference', 'attachment'])
      .orderBy('asset_uses.created_at')
      .orderBy('asset_uses.id')
      .execute();
  }

  async function list(place: TicketPlace, trx?: Db): Promise<TicketAssets> {
    const rows = await uses(place.ticketId, trx);
    const assets = new Map(
      (
        await presentMany(
          await repository.many(
            place.projectId,
            rows.map((use) => use.asset_id),
            trx,
          ),
          trx,
        )
      ).map((asset) => [asset.uid, asset]),
    );
    return {
      items: rows.flatMap((use) => {
        const asset = assets.get(use.asset_id);
        if (!asset) return [];
        return [
          {
            kind: use.kind as TicketAssetKind,
            version_uid: use.version_id,
            version_number: use.number,
            version_preview: use.preview_state,
            newer_version: asset.version.number > use.number,
            added_at: use.created_at,
            asset,
          },
        ];
      }),
    };
  }

  return {
    list,

    /**
     * Adds assets of the ticket's brand (all or none): an archived one or another brand's is not
     * found, one whose rights have ended is refused, naming it. One already on the ticket the same
     * way stays as it was.
     */
    async add(place: TicketPlace, input: TicketAssetsAdd): Promise<TicketAssets> {
      const wanted = [...new Set(input.asset_uids)];
      await db.transaction().execute(async (trx) => {
        const rows = await repository.many(place.projectId, wanted, trx);
        const found = new Map(rows.map((row) => [row.id, row]));
        const day = today();
        for (const id of wanted) {
          const row = found.get(id);
          if (!row || row.archived_at !== null)
            throw new AppError('asset_not_found', { details: [{ path: 'asset_uids', message: id }] });
          if (rightsState({ licence: row.licence, expires_on: row.expires_on }, day) === 'expired')
            throw new AppError('asset_rights_expired', {
              details: [
                {
                  path: 'asset_uids',
                  message: `${row.name}: its rights ended on ${row.expires_on}.`,
                },
              ],
            });
        }
        const had = await uses(place.ticketId, trx);
        const fresh = wanted.filter(
          (id) => !had.some((use) => use.asset_id === id && use.kind === input.kind),
        );
        const distinct = new Set([...had.map((use) => use.asset_id), ...fresh]);
        if (distinct.size > TICKET_ASSETS_MAX)
          throw new AppError('validation_error', {
            details: [
              {
                path: 'asset_uids',
                message: `A ticket may use at most ${TICKET_ASSETS_MAX} assets of the library.`,
              },
            ],
          });
        if (fresh.length === 0) return;
        const start = Date.now();
        await own(trx)
          .insertInto('asset_uses')
          .values(
            fresh.map((id, i) => ({
              id: randomUUID(),
              asset_id: id,
              version_id: found.get(id)!.current_version_id,
              project_id: place.projectId,
              ticket_id: place.ticketId,
              kind: input.kind,
              network: '',
              // A millisecond apart, so they list in the order they were picked.
              created_at: new Date(start + i).toISOString(),
            })),
          )
          // A second request adding the same asset at once: the first one's row stands.
          .onConflict((conflict) =>
            conflict.columns(['asset_id', 'ticket_id', 'kind', 'network']).doNothing(),
          )
          .execute();
      });
      return list(place);
    },

    /** Stops using the asset on the ticket (the asset stays in the library); 404 when it was not used so. */
    async remove(place: TicketPlace, assetId: string, kind: TicketAssetKind): Promise<TicketAssets> {
      const removed = await own()
        .deleteFrom('asset_uses')
        .where('ticket_id', '=', place.ticketId)
        .where('asset_id', '=', assetId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new AppError('asset_not_found');
      return list(place);
    },

    /** Moves the ticket's use to the library's current version ("a newer version exists: use it"). */
    async useCurrent(place: TicketPlace, assetId: string, kind: TicketAssetKind): Promise<TicketAssets> {
      const row = await repository.one(place.projectId, assetId);
      if (!row) throw new AppError('asset_not_found');
      const updated = await own()
        .updateTable('asset_uses')
        .set({ version_id: row.current_version_id })
        .where('ticket_id', '=', place.ticketId)
        .where('asset_id', '=', assetId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new AppError('asset_not_found');
      return list(place);
    },
  };
}
export type TicketAssetsService = ReturnType<typeof createTicketAssets>;
