import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses replies for clients that accept it (brotli, else gzip), above a size threshold
 * and only for compressible types (JSON, HTML, CSS, JS, SVG — not images or files already
 * packed). The built web app's files are compressed once at build and served as they are
 * (platform/spa.ts), so this mostly serves the API's lists and details.
 *
 * Request bodies are never inflated: a few compressed bytes could expand past every body limit.
 * Why BREACH does not apply: credentials travel in a bearer header a page cannot make a
 * browser attach, not in a cookie, so a third-party page cannot make the browser send a
 * request whose compressed reply mixes its guesses with a secret.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    // Quality 4 is the usual trade-off for replies made per request (11 is for files made once).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
