import '@/shared/i18n/parts/api-keys';
import {
  API_KEY_DEFAULT_DAYS,
  API_KEY_NAME_MAX,
  type ApiKey,
  type ApiKeyCreateInput,
  type WorkspaceKey,
} from '@expertos/domain/api-keys';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  MultiSelect,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { type Level, NO_ACCESS, type Resource, scopesOf } from '@/shared/lib/api-scopes';
import { formatDate } from '@/shared/lib/format';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { ScopeLevels } from '@/shared/ui/ScopeLevels';
import { SectionCard } from '@/shared/ui/SectionCard';
import * as keysApi from '../api/api-keys';
import { apiKeysQueryKey } from '../api/api-keys';
import { workspaceKeysSource } from '../api/workspace-keys';

const EXPIRIES = ['30', String(API_KEY_DEFAULT_DAYS), '180', '365', 'never'] as const;

/** Where a card's keys come from: a person's own, or a workspace's (which name their brands). */
interface KeysSource {
  queryKey: QueryKey;
  list: () => Promise<Array<ApiKey | WorkspaceKey>>;
  create: (input: ApiKeyCreateInput) => Promise<{ secret: string }>;
  revoke: (uid: string) => Promise<void>;
}

const personalSource: KeysSource = {
  queryKey: apiKeysQueryKey,
  // Through the module's exports, so a test's `vi.spyOn` answers the list too.
  list: () => keysApi.fetchApiKeys(),
  create: (input) => keysApi.makeApiKey(input),
  revoke: (uid) => keysApi.revokeKey(uid),
};

/**
 * A person's API keys on /profile (docs/product.md#api-keys); each may be limited to some of the
 * brands they see in the current workspace, or reach every brand they see.
 */
export function ApiKeysCard() {
  const projects = useWorkspaceStore((state) => state.projects);
  const brands = projects
    .filter((brand) => brand.has_permission)
    .map((brand) => ({ uid: brand.uid, name: brand.name }));
  return <KeysCard source={personalSource} brands={brands} brandsRequired={false} />;
}

/** The workspace's keys on /workspace/api-keys (admins; docs/product.md#api-keys), each for chosen brands. */
export function WorkspaceKeysCard({
  workspaceUid,
  brands,
}: {
  workspaceUid: string;
  brands: Array<{ uid: string; name: string }>;
}) {
  return <KeysCard source={workspaceKeysSource(workspaceUid)} brands={brands} brandsRequired workspace />;
}

/**
 * Keys (docs/product.md#api-keys): each by its name and first characters, what it may do (and
 * for a workspace key, on which brands), when it expires and was last used, and Revoke; a new
 * key is made with a name, its access per resource (and brands) and an expiry, and its secret
 * shown once to copy.
 */
function KeysCard({
  source,
  brands,
  brandsRequired,
  workspace = false,
}: {
  source: KeysSource;
  /** The brands a key may be limited to. */
  brands: Array<{ uid: string; name: string }>;
  /** A workspace key names its brands; a person's may reach every brand they see. */
  brandsRequired: boolean;
  workspace?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const k = 'ui.apiKeys' as const;
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: source.queryKey, queryFn: source.list });
  const [chosenBrands, setChosenBrands] = useState<string[]>([]);
  const brandName = (uid: string) => brands.find((brand) => brand.uid === uid)?.name ?? uid;
  const [name, setName] = useState('');
  const [levels, setLevels] = useState<Record<Resource, Level>>({ ...NO_ACCESS, tickets: 'read' });
  const [expiry, setExpiry] = useState<string>(String(API_KEY_DEFAULT_DAYS));
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: source.queryKey });
  const create = useMutation({
    mutationFn: source.create,
    onSuccess: (made) => {
      setSecret(made.secret);
      setName('');
      setChosenBrands([]);
      void refresh();
    },
    onError: (error) => setProblem(errorText(error)),
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => source.revoke(key.uid),
    onSuccess: () => {
      notify({ type: 'positive', message: t(`${k}.revoked`) });
      void refresh();
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scopes = scopesOf(levels);
    if (!name.trim()) return setProblem(t(`${k}.nameRequired`));
    if (scopes.length === 0) return setProblem(t(`${k}.scopesRequired`));
    if (brandsRequired && chosenBrands.length === 0) return setProblem(t(`${k}.brandsRequired`));
    setProblem(null);
    create.mutate({
      name: name.trim(),
      scopes,
      expires_in_days: expiry === 'never' ? null : Number(expiry),
      brands: chosenBrands.length > 0 ? chosenBrands : null,
    });
  };
  const askRevoke = async (key: ApiKey) => {
    const sure = await confirm({
      title: t(`${k}.revokeTitle`, { name: key.name }),
      message: t(`${k}.revokeMessage`),
      ok: t(`${k}.revoke`),
      danger: true,
    });
    if (sure) revoke.mutate(key);
  };

  return (
    <SectionCard
      title={workspace ? t(`${k}.workspace.title`) : t(`${k}.title`)}
      intro={workspace ? t(`${k}.workspace.intro`) : t(`${k}.intro`)}
    >
      {secret && (
        <Alert color="green" title={t(`${k}.created`)} role="status">
          <Stack gap="xs">
            <Code
              block
              data-testid="api-key-secret"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {secret}
            </Code>
            <Group>
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" onClick={copy}>
                    {copied ? t(`${k}.copied`) : t(`${k}.copy`)}
                  </Button>
                )}
              </CopyButton>
              <Button size="compact-sm" variant="default" onClick={() => setSecret(null)}>
                {t(`${k}.done`)}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Anchor component={Link} to={paths.developers()} size="sm">
        {t(`${k}.guide`)}
      </Anchor>
      {keys.isPending ? (
        <Skeleton height={48} role="status" aria-label={t('ui.loading')} />
      ) : keys.isError ? (
        <QueryError
          message={workspace ? t(`${k}.workspace.loadError`) : t(`${k}.loadError`)}
          error={keys.error}
          onRetry={() => void keys.refetch()}
        />
      ) : keys.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${k}.empty`)}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={workspace ? t(`${k}.workspace.listLabel`) : t(`${k}.listLabel`)}
        >
          {keys.data.map((key) => (
            <Group component="li" key={key.uid} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{key.name}</Text>
                  <Code>{key.shown}…</Code>
                  {key.state === 'expired' && <Badge color="gray">{t(`${k}.expired`)}</Badge>}
                </Group>
                <Group gap={4} wrap="wrap" aria-label={t(`${k}.scopesLabel`)}>
                  {key.scopes.map((scope) => (
                    <Badge key={scope} variant="light" size="sm" tt="none">
                      {scope}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" aria-label={t(`${k}.brandsLabel`)}>
                  {key.brands ? key.brands.map(brandName).join(', ') : t(`${k}.allBrands`)}
                  {'made_by' in key && key.made_by ? ` · ${t(`${k}.madeBy`, { name: key.made_by })}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {key.expires_at
                    ? t(`${k}.expires`, { date: formatDate(key.expires_at, i18n.language) })
                    : t(`${k}.neverExpires`)}
                  {' · '}
                  {key.last_used_at
                    ? t(`${k}.lastUsed`, { date: formatDate(key.last_used_at, i18n.language) })
                    : t(`${k}.neverUsed`)}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={t(`${k}.revokeNamed`, { name: key.name })}
                onClick={() => void askRevoke(key)}
              >
                {t(`${k}.revoke`)}
              </Button>
            </Group>
          ))}
        </Stack>
      )}

      <form onSubmit={submit} noValidate aria-label={t(`${k}.newKey`)}>
        <Stack gap="sm">
          <Text fw={600}>{t(`${k}.newKey`)}</Text>
          <TextInput
            label={t(`${k}.name`)}
            placeholder={t(`${k}.namePlaceholder`)}
            value={name}
            maxLength={API_KEY_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            required
          />
          <ScopeLevels
            levels={levels}
            onChange={setLevels}
            label={t(`${k}.scopes`)}
            hint={t(`${k}.scopesHint`)}
          />
          {(brandsRequired || brands.length > 0) && (
            <MultiSelect
              label={t(`${k}.brands`)}
              description={brandsRequired ? t(`${k}.brandsHint`) : t(`${k}.brandsOptionalHint`)}
              placeholder={brandsRequired ? undefined : t(`${k}.allBrands`)}
              data={brands.map((brand) => ({ value: brand.uid, label: brand.name }))}
              value={chosenBrands}
              onChange={setChosenBrands}
              searchable
              required={brandsRequired}
              maw={480}
            />
          )}
          <Select
            label={t(`${k}.expiry`)}
            value={expiry}
            onChange={(value) => setExpiry(value ?? String(API_KEY_DEFAULT_DAYS))}
            allowDeselect={false}
            data={EXPIRIES.map((value) => ({
              value,
              label:
                value === 'never' ? t(`${k}.expiryNever`) : t(`${k}.expiryDays`, { count: Number(value) }),
            }))}
            maw={260}
          />
          <FormAlert>{problem}</FormAlert>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t(`${k}.create`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
