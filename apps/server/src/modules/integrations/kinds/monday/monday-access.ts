import type { MondayOptions } from '@expertos/domain/integration.schema';
import type { MondaySecret } from '@expertos/domain/monday.schema';
import { AppError } from '../../../../platform/errors.js';
import { refusalIn, targetRefused } from '../../target-check.js';
import type { KindTools } from '../kind.js';
import { MondayError } from './monday-client.js';
import { readMondayOptions } from './monday-options.js';

/** A monday failure as the API answers it: a refused address, a refused token, or any other failure. */
function mondayAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const refusal = refusalIn(error);
  if (refusal) return targetRefused(refusal, 'connection');
  const token = error instanceof MondayError && error.code === 'monday_token_error';
  return new AppError(token ? 'monday_token_error' : 'monday_error', { cause: error });
}

/** monday's boards, and a board's groups and columns, read with a token; refusals as the API's errors. */
export function readMonday(
  tools: KindTools,
  secret: MondaySecret,
  boardId: string | null,
): Promise<MondayOptions> {
  const options = { fetch: tools.fetch, now: tools.now, apiUrl: tools.config.monday.apiUrl };
  return readMondayOptions(options, secret, boardId).catch((error: unknown) => {
    throw mondayAppError(error);
  });
}

/** A token is tried (by listing the boards) before it is kept: a wrong one is refused at once. */
export async function tryMondayToken(tools: KindTools, apiToken: string): Promise<MondaySecret> {
  const secret: MondaySecret = { auth: 'api_token', api_token: apiToken };
  await readMonday(tools, secret, null);
  return secret;
}
