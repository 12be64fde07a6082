import {
  CAPTURE_SOURCE_LABELS,
  CAPTURE_SOURCES,
  type CaptureSource,
  EXTENSION_DISABLE_LABELS,
  EXTENSION_DISABLE_OPTIONS,
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
import { SignedIn } from '@/ui/SignedIn';

/**
 * The options page (docs/product.md#extension): the default brand, the camera, what to record
 * from, automatic recording, and switching the selection button off.
 */
export function OptionsPage() {
  const [options, setOptions] = useState<ExtensionOptions | null>(null);
  const [cameras, setCameras] = useState<{ value: string; label: string }[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    void loadOptions().then(setOptions);
    void listCameras().then(setCameras);
  }, []);
  if (!options) return <Loader size="sm" aria-label="Loading" />;
  const change = (next: Partial<ExtensionOptions>) => {
    const all = { ...options, ...next };
    setOptions(all);
    void saveOptions(all).then(() => setSaved(true));
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Expertos options
      </Title>
      <SignedIn>
        <DefaultBrand value={options.defaultBrand} onChange={(defaultBrand) => change({ defaultBrand })} />
      </SignedIn>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="source-label">
          Record from
        </Text>
        <SegmentedControl
          aria-labelledby="source-label"
          data={CAPTURE_SOURCES.map((value) => ({ value, label: CAPTURE_SOURCE_LABELS[value] }))}
          value={options.source}
          onChange={(source) => change({ source: source as CaptureSource })}
        />
      </Stack>
      <Select
        label="Camera"
        placeholder="The system's camera"
        data={cameras}
        value={options.preferedCamera}
        onChange={(preferedCamera) => change({ preferedCamera })}
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      <Checkbox
        label="Show the camera bubble"
        checked={options.camera}
        onChange={(e) => change({ camera: e.currentTarget.checked })}
      />
      <Checkbox
        label="Record the microphone"
        checked={options.microphone}
        onChange={(e) => change({ microphone: e.currentTarget.checked })}
      />
      <Checkbox
        label="Start recording when the record page opens"
        checked={options.autoRecord}
        onChange={(e) => change({ autoRecord: e.currentTarget.checked })}
      />
      <SwitchOff />
      <Text size="xs" c="dimmed" role="status">
        {saved ? 'Saved.' : ' '} Extension version {EXTENSION_VERSION}.
      </Text>
    </Stack>
  );
}

function DefaultBrand({ value, onChange }: { value: string | null; onChange: (uid: string | null) => void }) {
  const { brands } = useBrands();
  if (!brands) return <Loader size="sm" aria-label="Loading brands" />;
  return (
    <BrandSelect brands={brands} value={value} onChange={onChange} label="Default brand" required={false} />
  );
}

/** The switch-off rules, with the sites listed so each can be switched on again. */
function SwitchOff() {
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
        Selection button
      </Text>
      <Text size="sm" c="dimmed">
        {state.forever
          ? 'Switched off everywhere.'
          : snoozed
            ? `Switched off until ${new Date(state.until!).toLocaleTimeString()}.`
            : 'Offered when you select text on a page.'}
      </Text>
      <Group gap="xs">
        {EXTENSION_DISABLE_OPTIONS.filter((o) => o !== 'this_website').map((option) => (
          <Button
            key={option}
            size="xs"
            variant="default"
            onClick={() => void disable(option, '').then(setState)}
          >
            Switch off {EXTENSION_DISABLE_LABELS[option].toLowerCase()}
          </Button>
        ))}
        {(state.forever || snoozed) && (
          <Button
            size="xs"
            variant="light"
            onClick={() => update({ ...enableExtension(state), sites: state.sites })}
          >
            Switch on
          </Button>
        )}
      </Group>
      <Group gap="xs" align="end">
        <TextInput
          label={EXTENSION_DISABLE_LABELS.this_website}
          placeholder="shop.example"
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
          Switch off there
        </Button>
      </Group>
      {state.sites.map((s) => (
        <Group key={s} gap="xs">
          <Text size="sm">{s}</Text>
          <Button size="compact-xs" variant="subtle" onClick={() => update(enableExtension(state, s))}>
            Switch on
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
