import '@/shared/i18n/parts/assets';
import '@mantine/dates/styles.css';
import {
  ASSET_CREDIT_MAX,
  ASSET_LICENCES,
  ASSET_NETWORKS,
  ASSET_NOTES_MAX,
  ASSET_OWNER_MAX,
  type Asset,
  type AssetLicence,
  type AssetNetwork,
  type AssetPullPolicy,
  type AssetRights,
} from '@expertos/domain/assets';
import {
  Button,
  Group,
  MultiSelect,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDay, pickerFormat } from '@/shared/lib/format';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { RightsBadge } from '../RightsBadge';

const r = 'ui.assets.rights' as const;

/** The form's values: empty text stands for "not said" (null on the wire). */
interface RightsValues {
  owner: string;
  licence: AssetLicence;
  /** `YYYY-MM-DD` or null: a calendar day, never an instant. */
  expires_on: string | null;
  networks: AssetNetwork[];
  credit: string;
  notes: string;
  pull_policy: AssetPullPolicy;
}

const valuesOf = (rights: AssetRights): RightsValues => ({
  owner: rights.owner ?? '',
  licence: rights.licence,
  expires_on: rights.expires_on,
  networks: rights.networks ? [...rights.networks] : [],
  credit: rights.credit ?? '',
  notes: rights.notes ?? '',
  pull_policy: rights.pull_policy,
});

const text = (value: string) => (value.trim() === '' ? null : value.trim());
/** What Mantine's date input gives (a `YYYY-MM-DD` string, or a Date in older versions), as a day. */
export const dayOf = (value: unknown): string | null => {
  if (!value) return null;
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
};

/** The parts of the rights that changed, as `PATCH …/assets/{id}` takes them (`rights` partial). */
export function rightsChanges(before: AssetRights, values: RightsValues): Partial<AssetRights> {
  const after: AssetRights = {
    owner: text(values.owner),
    licence: values.licence,
    expires_on: values.expires_on,
    networks: values.networks.length > 0 ? values.networks : null,
    credit: text(values.credit),
    notes: text(values.notes),
    pull_policy: values.pull_policy,
  };
  const changes: Partial<AssetRights> = {};
  for (const key of Object.keys(after) as (keyof AssetRights)[]) {
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key]))
      Object.assign(changes, { [key]: after[key] });
  }
  return changes;
}

export interface RightsFormProps {
  asset: Asset;
  /** Brand members but externals. */
  editable: boolean;
  /** Only brand admins set the pull policy. */
  admin: boolean;
  saving: boolean;
  onSave: (rights: Partial<AssetRights>) => Promise<unknown>;
}

/**
 * The asset's usage rights (docs/product.md#asset-library): who owns it, its licence, its last
 * allowed day (a calendar day), the networks it may go to, the credit a post must carry, notes,
 * and what happens to scheduled posts when the rights end. Only what changed is sent. The
 * parent keys it by the asset's `updated_at`, so a saved change starts it afresh.
 */
export function RightsForm({ asset, editable, admin, saving, onSave }: RightsFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(asset.rights));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof RightsValues>(key: K, value: RightsValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const changes = rightsChanges(asset.rights, values);
  const dirty = Object.keys(changes).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    setError(null);
    try {
      await onSave(changes);
      notify({ type: 'positive', message: t(`${r}.saved`) });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const state = asset.rights.state;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${r}.title`)}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {t(`${r}.title`)}
          </Title>
          <Group gap={6} aria-label={t(`${r}.state`)}>
            <RightsBadge state={state} size="md" />
            {asset.rights.expires_on && state !== 'unknown' && (
              <Text size="xs" c="dimmed">
                {t(`${r}.lastDay`, {
                  date: formatDay(asset.rights.expires_on, i18n.language),
                })}
              </Text>
            )}
          </Group>
        </Group>
        {error && <FormAlert>{error}</FormAlert>}
        <Select
          label={t(`${r}.licence`)}
          data={ASSET_LICENCES.map((value) => ({ value, label: t(`ui.assets.licences.${value}`) }))}
          value={values.licence}
          onChange={(value) => value && set('licence', value as AssetLicence)}
          allowDeselect={false}
          disabled={!editable}
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput
          label={t(`${r}.owner`)}
          value={values.owner}
          maxLength={ASSET_OWNER_MAX}
          onChange={(event) => set('owner', event.currentTarget.value)}
          readOnly={!editable}
        />
        <DatePickerInput
          label={t(`${r}.expires`)}
          description={t(`${r}.expiresHint`)}
          value={values.expires_on}
          onChange={(value) => set('expires_on', dayOf(value))}
          valueFormat={pickerFormat('date')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          clearable
          disabled={!editable}
          popoverProps={{ withinPortal: false }}
          previousLabel={t(`${r}.previousMonth`)}
          nextLabel={t(`${r}.nextMonth`)}
        />
        <MultiSelect
          label={t(`${r}.networks`)}
          description={t(`${r}.networksHint`)}
          data={ASSET_NETWORKS.map((value) => ({ value, label: t(`ui.assets.networks.${value}`) }))}
          value={values.networks}
          onChange={(value) => set('networks', value as AssetNetwork[])}
          clearable
          disabled={!editable}
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput
          label={t(`${r}.credit`)}
          description={t(`${r}.creditHint`)}
          value={values.credit}
          maxLength={ASSET_CREDIT_MAX}
          onChange={(event) => set('credit', event.currentTarget.value)}
          readOnly={!editable}
        />
        <Textarea
          label={t(`${r}.notes`)}
          value={values.notes}
          maxLength={ASSET_NOTES_MAX}
          autosize
          minRows={2}
          maxRows={6}
          onChange={(event) => set('notes', event.currentTarget.value)}
          readOnly={!editable}
        />
        <Radio.Group
          label={t(`${r}.pullPolicy`)}
          description={admin ? undefined : t(`${r}.pullAdminsOnly`)}
          value={values.pull_policy}
          onChange={(value) => set('pull_policy', value === 'pull' ? 'pull' : 'flag')}
        >
          <Group gap="md" mt={4}>
            <Radio value="flag" label={t(`${r}.pullFlag`)} disabled={!admin} />
            <Radio value="pull" label={t(`${r}.pullPull`)} disabled={!admin} />
          </Group>
        </Radio.Group>
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!dirty}>
              {t(`${r}.save`)}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
