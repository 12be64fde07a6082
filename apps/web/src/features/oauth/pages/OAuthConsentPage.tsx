import '@/shared/i18n/parts/oauth';
import { listProjects } from '@expertos/api-client/projects';
import { type OAuthAuthorizeRequest, oauthAuthorizeRequestSchema } from '@expertos/domain/oauth';
import { Alert, Anchor, Button, Group, Loader, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/shared/api/client';
import { errorText } from '@/shared/api/error-text';
import { type Level, levelsOf, type Resource, scopesOf } from '@/shared/lib/api-scopes';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { FormAlert } from '@/shared/ui/FormAlert';
import { ScopeLevels } from '@/shared/ui/ScopeLevels';
import * as oauthApi from '../api/oauth';

/** The authorization request in the address, as the app sent it; the first thing missing otherwise. */
function requestOf(params: URLSearchParams): { request: OAuthAuthorizeRequest } | { missing: string } {
  const parsed = oauthAuthorizeRequestSchema.safeParse(Object.fromEntries(params));
  if (parsed.success) return { request: parsed.data };
  return { missing: String(parsed.error.issues[0]?.path[0] ?? 'client_id') };
}

function Invalid({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="oauth-invalid">
      <Title order={1} size="h3">
        {t('ui.oauth.invalidTitle')}
      </Title>
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Text size="sm">{t('ui.oauth.invalidText')}</Text>
      <Anchor component={Link} to={paths.dashboard()} size="sm">
        {t('ui.nav.home')}
      </Anchor>
    </Stack>
  );
}

/**
 * /oauth/authorize: an app (an AI assistant on the MCP server) asks to act for the person signed
 * in (docs/product.md#mcp). It names the app and where the answer goes, lets the person choose
 * what it may do and on which brands, and sends the browser back with a code or a refusal.
 */
export function OAuthConsentPage() {
  const { t } = useTranslation();
  const k = 'ui.oauth' as const;
  const [params] = useSearchParams();
  const parsed = useMemo(() => requestOf(params), [params]);
  const request = 'request' in parsed ? parsed.request : null;
  const email = useAuthStore((state) => state.user?.email ?? null);
  const workspaceUid = useCurrentWorkspaceUid();

  const view = useQuery({
    queryKey: ['oauth', 'request', params.toString()],
    queryFn: () => oauthApi.describeRequest(request!),
    enabled: request !== null,
    retry: false,
  });
  const brands = useQuery({
    queryKey: ['oauth', 'brands', workspaceUid],
    queryFn: () => listProjects(api, workspaceUid!),
    enabled: workspaceUid !== null,
  });
  const [levels, setLevels] = useState<Record<Resource, Level> | null>(null);
  const [chosenBrands, setChosenBrands] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = levels ?? (view.data ? levelsOf(view.data.scopes) : null);
  useDocumentTitle(view.data ? t(`${k}.title`, { client: view.data.client_name }) : t(`${k}.invalidTitle`));

  const answer = useMutation({
    mutationFn: async (allowed: boolean) => {
      if (!request) throw new Error('no request');
      const { client_id, redirect_uri, state } = request;
      return allowed
        ? oauthApi.allow({
            ...request,
            scopes: scopesOf(shown!),
            brands: chosenBrands.length > 0 ? chosenBrands : null,
          })
        : oauthApi.deny({ client_id, redirect_uri, state });
    },
    onSuccess: ({ redirect_to }) => oauthApi.leaveFor(redirect_to),
    onError: (error) => setProblem(errorText(error)),
  });

  if (!request)
    return <Invalid message={t(`${k}.missing`, { field: (parsed as { missing: string }).missing })} />;
  if (view.isPending) return <Loader aria-label={t('ui.loading')} mx="auto" display="block" />;
  if (view.isError) return <Invalid message={errorText(view.error)} />;
  const client = view.data.client_name;
  const visible = (brands.data ?? []).filter((brand) => brand.has_permission);

  const allow = () => {
    if (scopesOf(shown!).length === 0) return setProblem(t(`${k}.accessRequired`));
    setProblem(null);
    answer.mutate(true);
  };

  return (
    <Stack gap="md">
      <Stack gap="xs" align="center" ta="center">
        <IconPlugConnected size={36} aria-hidden />
        <Title order={1} size="h3">
          {t(`${k}.title`, { client })}
        </Title>
      </Stack>
      <Text size="sm">{t(`${k}.intro`, { client })}</Text>
      {view.data.client_uri && (
        <Anchor href={view.data.client_uri} target="_blank" rel="noreferrer noopener" size="sm">
          {view.data.client_uri}
        </Anchor>
      )}
      <Alert color="blue" variant="light" p="xs">
        <Text size="sm">{t(`${k}.returnTo`, { target: view.data.redirect_to })}</Text>
      </Alert>
      <ScopeLevels
        levels={shown!}
        onChange={setLevels}
        label={t(`${k}.access`)}
        hint={t(`${k}.accessHint`)}
      />
      {visible.length > 0 && (
        <MultiSelect
          label={t(`${k}.brands`)}
          description={t(`${k}.brandsHint`)}
          placeholder={t(`${k}.allBrands`)}
          data={visible.map((brand) => ({ value: brand.uid, label: brand.name }))}
          value={chosenBrands}
          onChange={setChosenBrands}
          searchable
        />
      )}
      <FormAlert>{problem}</FormAlert>
      {answer.isSuccess ? (
        <Text size="sm" role="status">
          {t(`${k}.leaving`)}
        </Text>
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => answer.mutate(false)} disabled={answer.isPending}>
            {t(`${k}.deny`)}
          </Button>
          <Button onClick={allow} loading={answer.isPending}>
            {t(`${k}.allow`)}
          </Button>
        </Group>
      )}
      {email && (
        <Text size="xs" c="dimmed" ta="center">
          {t(`${k}.signedInAs`, { email })}
        </Text>
      )}
    </Stack>
  );
}
