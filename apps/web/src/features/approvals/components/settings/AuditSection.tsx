import '@/shared/i18n/parts/approval-settings';
import '@mantine/dates/styles.css';
import { type ApprovalAuditQuery, approvalAuditFilename } from '@expertos/domain/approvals/audit';
import { Button, Group, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { pickerFormat } from '@/shared/lib/format';
import { saveFile } from '@/shared/lib/save-file';
import { notify } from '@/shared/ui/notify/notify-store';
import { SectionCard } from '@/shared/ui/SectionCard';
import { exportApprovalAudit } from '../../api/audit';

const day = (value: unknown) => (value ? String(value).slice(0, 10) : null);

/**
 * The brand's decision record for its admins (docs/product.md#approvals): every decision of
 * every round — who, what, on which version, when and where — as a CSV file, for any range of
 * days or all of them.
 */
export function AuditSection({ projectUid, slug }: { projectUid: string; slug: string }) {
  const { t } = useTranslation();
  const k = 'ui.approvalSettings.audit' as const;
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    const query: ApprovalAuditQuery = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    setBusy(true);
    try {
      const file = await exportApprovalAudit(projectUid, query);
      // The server names its days in UTC: so does the file.
      saveFile(file, approvalAuditFilename(slug, query, new Date().toISOString().slice(0, 10)));
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) || t(`${k}.failed`) });
    } finally {
      setBusy(false);
    }
  }

  const common = {
    valueFormat: pickerFormat('date'),
    clearable: true,
    leftSection: <IconCalendar size={16} aria-hidden />,
    w: { base: 'calc(50% - 6px)', sm: 170 },
  } as const;
  return (
    <SectionCard title={t(`${k}.title`)} intro={t(`${k}.intro`)}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end">
          <DatePickerInput
            {...common}
            label={t(`${k}.from`)}
            placeholder={t(`${k}.fromAll`)}
            value={from}
            maxDate={to ?? undefined}
            onChange={(next) => setFrom(day(next))}
          />
          <DatePickerInput
            {...common}
            label={t(`${k}.to`)}
            placeholder={t(`${k}.toToday`)}
            value={to}
            minDate={from ?? undefined}
            onChange={(next) => setTo(day(next))}
          />
        </Group>
        <Group>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={busy}
            onClick={() => void download()}
          >
            {t(`${k}.download`)}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
