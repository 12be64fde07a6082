import '@/shared/i18n/parts/analytics';
import { analyticsExportFilename } from '@expertos/domain/analytics/export';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { saveFile } from '@/shared/lib/save-file';
import { notify } from '@/shared/ui/notify/notify-store';
import { type AnalyticsFilters, exportAnalytics } from '../api/analytics';

/**
 * "Export CSV": the same query as the page, every snapshot of its posts. Fetched with the
 * person's token (a plain link would not send it), then handed to the browser as a download.
 */
export function ExportCsvButton({
  projectUid,
  slug,
  filters,
  range,
}: {
  projectUid: string;
  slug: string;
  filters: AnalyticsFilters;
  /** The range the page shows (the server's default when the address has none), for the name. */
  range: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await exportAnalytics(projectUid, filters);
      saveFile(file, analyticsExportFilename(slug, range.from, range.to));
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) || t('ui.analytics.exportFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
    >
      {busy ? t('ui.analytics.exporting') : t('ui.analytics.exportCsv')}
    </Button>
  );
}
