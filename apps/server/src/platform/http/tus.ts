import { TUS_VERSION } from '@expertos/domain/media.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * What every tus 1.0.0 route shares (recordings and the asset library): the body type of a
 * PATCH, the headers of every answer, the version check and reading a numeric header.
 */
export const TUS_OFFSET_CONTENT_TYPE = 'application/offset+octet-stream';

/** The tus headers every answer carries; browsers may read them across origins. */
export function tusHeaders(reply: FastifyReply) {
  return reply
    .header('tus-resumable', TUS_VERSION)
    .header('cache-control', 'no-store')
    .header('access-control-expose-headers', 'Location, Upload-Offset, Upload-Length, Tus-Resumable');
}

/** A request that does not speak this server's tus version is refused before anything else. */
export function assertTus(request: FastifyRequest) {
  if (request.headers['tus-resumable'] !== TUS_VERSION) throw new AppError('tus_version_unsupported');
}

/** A non-negative whole number from a header, or null. */
export function headerNumber(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return null;
  return Number(value);
}
