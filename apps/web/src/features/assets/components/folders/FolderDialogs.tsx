import '@/shared/i18n/parts/assets';
import { ASSET_FOLDER_NAME_MAX } from '@expertos/domain/assets';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/FormAlert';

const f = 'ui.assets.folders' as const;
/** The Select value of "Top level" / "No folder" (a Select value cannot be null). */
export const TOP = '__top__';

export interface NameDialogProps {
  title: string;
  submitLabel: string;
  initial?: string;
  error: string | null;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a folder's name (a new folder, or a rename). */
export function FolderNameDialog({
  title,
  submitLabel,
  initial = '',
  error,
  busy,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error && <FormAlert>{error}</FormAlert>}
          <TextInput
            label={t(`${f}.name`)}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={ASSET_FOLDER_NAME_MAX}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t(`${f}.cancel`)}
            </Button>
            <Button type="submit" loading={busy} disabled={!name.trim()}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export interface MoveDialogProps {
  title: string;
  /** Where it may go: each folder named by its path. */
  targets: { value: string; label: string }[];
  /** What the "nowhere" choice is called: Top level (a folder) or No folder (assets). */
  topLabel: string;
  initial: string | null;
  submitLabel: string;
  error: string | null;
  busy: boolean;
  onSubmit: (folderUid: string | null) => void;
  onClose: () => void;
}

/** "Move to…": a folder picker, for a folder or for assets. */
export function MoveDialog({
  title,
  targets,
  topLabel,
  initial,
  submitLabel,
  error,
  busy,
  onSubmit,
  onClose,
}: MoveDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string>(initial ?? TOP);
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(value === TOP ? null : value);
        }}
        noValidate
      >
        <Stack gap="sm">
          {error && <FormAlert>{error}</FormAlert>}
          <Select
            label={t(`${f}.destination`)}
            data={[{ value: TOP, label: topLabel }, ...targets]}
            value={value}
            onChange={(next) => setValue(next ?? TOP)}
            allowDeselect={false}
            searchable={targets.length > 8}
            comboboxProps={{ withinPortal: false }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t(`${f}.cancel`)}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
