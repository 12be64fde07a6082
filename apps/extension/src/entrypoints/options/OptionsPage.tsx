import {
  CAPTURE_SOURCES,
  type CaptureSource,
  EXTENSION_SNOOZE_MINUTES,
  EXTENSION_VERSION,
  type ExtensionDisableState,
  type ExtensionOptions,
  enableExtension,
} from '@expertos/domain/extension';
import {
  Button,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { BrandSelect, useBrands } from '@/components/BrandSelect';
import { listCameras } from '@/lib/cameras';
import { disable, loadDisableState, loadOptions, saveDisableState, saveOptions } from '@/lib/storage';
import { useLanguage, useT } from '@/ui/language';
import { SignedIn } from '@/ui/SignedIn';

/**
 * The options page (docs/product.md#extension): the default brand, the camera, what to record
 * from, automatic recording, and switching the selection button off.
 */
export function OptionsPage() {
  const t = useT();
  const [options, setOptions] = useState<ExtensionOptions | null>(null);
  const [cameras, setCameras] = useState<{ value: string; label: string }[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    void loadOptions().then(setOptions);
  }, []);
  // Again when the language changes: a camera not yet allowed is named in it.
  useEffect(() => {
    void listCameras(t).then(setCameras);
  }, [t]);
  if (!options) return <Loader size="sm" aria-label={t('common.loading')} />;
  const change = (next: Partial<ExtensionOptions>) => {
    const all = { ...options, ...next };
    setOptions(all);
    void saveOptions(all).then(() => setSaved(true));
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('options.title')}
      </Title>
      <SignedIn>
        <DefaultBrand value={options.defaultBrand} onChange={(defaultBrand) => change({ defaultBrand })} />
      </SignedIn>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="source-label">
          {t('options.recordFrom')}
        </Text>
        <SegmentedControl
          aria-labelledby="source-label"
          data={CAPTURE_SOURCES.map((value) => ({ value, label: t(`record.sources.${value}`) }))}
          value={options.source}
          onChange={(source) => change({ source: source as CaptureSource })}
        />
      </Stack>
      <Select
        label={t('options.camera')}
        placeholder={t('options.cameraPlaceholder')}
        data={cameras}
        value={options.preferedCamera}
        onChange={(preferedCamera) => change({ preferedCamera })}
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      <Checkbox
        label={t('options.showBubble')}
        checked={options.camera}
        onChange={(e) => change({ camera: e.currentTarget.checked })}
      />
      <Checkbox
        label={t('options.recordMicrophone')}
        checked={options.microphone}
        onChange={(e) => change({ microphone: e.currentTarget.checked })}
      />
      <Checkbox
        label={t('options.autoRecord')}
        checked={options.autoRecord}
        onChange={(e) => change({ autoRecord: e.currentTarget.checked })}
      />
      <SwitchOff />
      <Text size="xs" c="dimmed" role="status">
        {saved ? t('options.saved') : ' '} {t('options.version', { version: String(EXTENSION_VERSION) })}
      </Text>
    </Stack>
  );
}

function DefaultBrand({ value, onChange }: { value: string | null; onChange: (uid: string | null) => void }) {
  const t = useT();
  const { brands } = useBrands();
  if (!brands) return <Loader size="sm" aria-label={t('common.loadingBrands')} />;
  return (
    <BrandSelect
      brands={brands}
      value={value}
      onChange={onChange}
      label={t('brand.defaultLabel')}
      required={false}
    />
  );
}

/** An example of a site's address, the same in every language. */
const EXAMPLE_SITE = 'shop.example';

/** The switch-off rules, with the sites listed so each can be switched on again. */
function SwitchOff() {
  const t = useT();
  const language = useLanguage();
  const [state, setState] = useState<ExtensionDisableState | null>(null);
  const [site, setSite] = useState('');
  useEffect(() => {
    void loadDisableState().then(setState);
  }, []);
  if (!state) return null;
  const update = (next: ExtensionDisableState) => void saveDisableState(next).then(() => setState(next));
  const snoozed = state.until && Date.parse(state.until) > Date.now();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('options.selectionButton')}
      </Text>
      <Text size="sm" c="dimmed">
        {state.forever
          ? t('options.offEverywhere')
          : snoozed
            ? t('options.offUntil', {
                time: new Date(state.until!).toLocaleTimeString(language, { timeStyle: 'short' }),
              })
            : t('options.offered')}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => void disable('30_minutes', '').then(setState)}>
          {t('options.snooze', { count: EXTENSION_SNOOZE_MINUTES })}
        </Button>
        <Button size="xs" variant="default" onClick={() => void disable('forever', '').then(setState)}>
          {t('options.forever')}
        </Button>
        {(state.forever || snoozed) && (
          <Button
            size="xs"
            variant="light"
            onClick={() => update({ ...enableExtension(state), sites: state.sites })}
          >
            {t('switchOff.switchOn')}
          </Button>
        )}
      </Group>
      <Group gap="xs" align="end">
        <TextInput
          label={t('switchOff.options.this_website')}
          placeholder={EXAMPLE_SITE}
          value={site}
          onChange={(e) => setSite(e.currentTarget.value)}
          size="xs"
        />
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            const url = /^https?:\/\//.test(site) ? site : `https://${site}`;
            void disable('this_website', url).then((next) => {
              setState(next);
              setSite('');
            });
          }}
        >
          {t('options.switchOffThere')}
        </Button>
      </Group>
      {state.sites.map((s) => (
        <Group key={s} gap="xs">
          <Text size="sm">{s}</Text>
          <Button size="compact-xs" variant="subtle" onClick={() => update(enableExtension(state, s))}>
            {t('switchOff.switchOn')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
