import type { MondayOptions } from '@expertos/domain/integration.schema';
import type { MondaySecret } from '@expertos/domain/monday.schema';
import type { IntegrationsCore } from '../../integrations-core.js';
import { monday } from './kind.js';
import { readMonday } from './monday-access.js';

/** What the admin picks a monday integration's board, group and columns from. */
export function createMondayPickers(core: IntegrationsCore) {
  return {
    /** The monday pickers' choices, read with the integration's stored token. */
    async mondayOptions(projectId: string, id: string, boardId: string | null): Promise<MondayOptions> {
      const row = await core.findOfKind(projectId, id, monday);
      const secret = core.connectionOf(row).secret as MondaySecret;
      return readMonday(core.tools, secret, boardId);
    },
  };
}
