import { Button, Divider, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/api/error-text';
import { formRules } from '@/shared/lib/form-rules';
import { formatNumber } from '@/shared/lib/format';
import { loadWorkspaceSession } from '@/shared/session/workspace-session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { deleteWorkspace, renameWorkspace } from '../api/workspace-settings';

/** The name's rule, imported when the dialog opens: the layout that holds it is the first screen (form-rules.ts). */
const workspaceRules = formRules(() => import('@expertos/domain/workspace.schema'));

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size for people: 1536 → '1.5 KB', 5368709120 → '5 GB'. */
function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${formatNumber(value, locale, { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

/**
 * Rename the current workspace (admins) and delete it (its owner only, never their only
 * owned one — the server says so with `workspace_no_delete`).
 */
export function WorkspaceSettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const workspace = useWorkspaceStore((state) => state.currentWorkspace);
  const userUid = useAuthStore((state) => state.user?.uid);
  const [name, setName] = useState(workspace?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (opened) workspaceRules.preload();
  }, [opened]);
  if (!workspace) return null;
  const isOwner = workspace.owner === userUid;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const rules = await workspaceRules.get().catch((failure: unknown) => {
      setError(errorText(failure));
      setPending(false);
      return null;
    });
    if (!rules) return;
    const parsed = rules.workspaceNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(t('messages.incompleteData'));
      setPending(false);
      return;
    }
    setError(null);
    setNameError(null);
    try {
      await renameWorkspace(workspace.uid, { name: parsed.data });
      await loadWorkspaceSession();
      notify({ type: 'positive', message: t('ui.workspace.renamed') });
      onClose();
    } catch (failure) {
      // A name the owner already uses is said on the name field (docs/product.md#unique-names).
      if (errorCode(failure) === 'workspace_name_taken') setNameError(errorText(failure));
      else setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  const remove = async () => {
    // Named, red, and the name typed first (docs/product.md#destructive-actions).
    const sure = await confirm({
      title: t('ui.confirm.deleteWorkspaceTitle', { name: workspace.name }),
      message: t('ui.workspace.deleteText'),
      ok: t('ui.workspace.delete'),
      danger: true,
      typeToConfirm: workspace.name,
    });
    if (!sure) return;
    setPending(true);
    setError(null);
    try {
      await deleteWorkspace(workspace.uid);
      await loadWorkspaceSession();
      notify({ type: 'positive', message: t('ui.workspace.deleted') });
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('ui.workspace.settings')} centered>
      <Stack gap="md">
        <form onSubmit={rename} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('ui.onboarding.name')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" loading={pending}>
                {t('ui.workspace.rename')}
              </Button>
            </Group>
          </Stack>
        </form>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        {workspace.storage_used_bytes !== undefined && (
          // Admins only: the server sends the storage use to them alone.
          <Text size="sm" c="dimmed" data-testid="workspace-storage">
            {workspace.storage_quota_bytes
              ? t('ui.workspace.storageUsed', {
                  used: formatBytes(workspace.storage_used_bytes, i18n.language),
                  quota: formatBytes(workspace.storage_quota_bytes, i18n.language),
                })
              : t('ui.workspace.storageUnlimited', {
                  used: formatBytes(workspace.storage_used_bytes, i18n.language),
                })}
          </Text>
        )}
        {isOwner && (
          <>
            <Divider />
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('ui.workspace.deleteHeading')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('ui.workspace.deleteText')}
              </Text>
            </Stack>
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => void remove()} disabled={pending}>
                {t('ui.workspace.delete')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
