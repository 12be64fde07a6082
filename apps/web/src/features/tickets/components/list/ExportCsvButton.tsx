import type { TicketListQuery } from '@expertos/domain/ticket.schema';
import { ticketExportFilename } from '@expertos/domain/ticket-export';
import { Button, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { saveFile } from '@/shared/lib/save-file';
import { notify } from '@/shared/ui/notify/notify-store';
import { exportTicketList } from '../../api/ticket-lists';
import type { TicketScope } from '../ticket-scope';

/** Today as the person's calendar has it (`2026-11-28`), for the file's name. */
function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * "Export CSV" (docs/product.md#csv-export): the list as it is filtered and sorted, every
 * ticket of it, saved as a file. Fetched with the person's token (a plain link would not send
 * it), then handed to the browser as a download.
 */
export function ExportCsvButton({ scope, query }: { scope: TicketScope; query: TicketListQuery }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const place =
        scope.kind === 'project' ? { projectId: scope.projectUid } : { workspaceId: scope.workspaceUid };
      const file = await exportTicketList(place, query);
      saveFile(file, ticketExportFilename(scope.kind === 'project' ? scope.projectSlug : 'all', localDay()));
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) || t('ui.tickets.list.page.exportFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Tooltip label={t('ui.tickets.list.page.exportHint')}>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
      >
        {busy ? t('ui.tickets.list.page.exporting') : t('ui.tickets.list.page.exportCsv')}
      </Button>
    </Tooltip>
  );
}
