import '@/shared/i18n/parts/workspace-security';
import { isApiError } from '@expertos/api-client/client';
import { SSO_PROTOCOLS, type SsoProtocol } from '@expertos/domain/sso';
import type { SsoSettings, SsoSettingsUpdate } from '@expertos/domain/sso.schema';
import {
  Button,
  Group,
  Input,
  PasswordInput,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import * as ssoApi from '../api/sso';
import { useSsoCache } from '../hooks/use-sso-cache';
import { type SsoJoinChoice, SsoJoinOptions } from './SsoJoinOptions';

/** The fields a refusal may name (`sso_config_invalid` or a validation error's details). */
const FIELDS = [
  'metadata_xml',
  'metadata_url',
  'issuer',
  'client_id',
  'client_secret',
  'join_brand_ids',
] as const;
type Field = (typeof FIELDS)[number];
type TextField = Exclude<Field, 'join_brand_ids'>;
type FieldErrors = Partial<Record<Field, string>>;

/** The server's message for each field it named ('body.issuer' → issuer), the first one each. */
function namedFields(error: unknown): FieldErrors {
  const named: FieldErrors = {};
  if (!isApiError(error)) return named;
  for (const detail of error.details ?? []) {
    const field = detail.path.split('.').at(-1) as Field | undefined;
    if (field && FIELDS.includes(field) && !named[field]) named[field] = detail.message;
  }
  return named;
}

/**
 * Setting up or changing the identity provider: SAML 2.0 (its metadata, pasted or by URL) or
 * OpenID Connect (issuer, client id and secret), and who joins how at a first sign-in. What the
 * server refuses is said under the field it names.
 */
export function SsoProviderForm({ workspaceUid, settings }: { workspaceUid: string; settings: SsoSettings }) {
  const { t } = useTranslation();
  const k = 'ui.workspaceSecurity.sso' as const;
  const protocolLabel = useId();
  const cache = useSsoCache(workspaceUid);
  const [protocol, setProtocol] = useState<SsoProtocol>(settings.protocol ?? 'saml');
  const [text, setText] = useState<Record<TextField, string>>({
    metadata_xml: '',
    metadata_url: '',
    issuer: settings.oidc?.issuer ?? '',
    client_id: settings.oidc?.client_id ?? '',
    client_secret: '',
  });
  const [join, setJoin] = useState<SsoJoinChoice>({
    // A first set-up is meant to work: on unless the admin says otherwise.
    enabled: settings.protocol ? settings.enabled : true,
    join_role: settings.join_role,
    join_brand_ids: settings.join_brand_ids,
    idp_enforces_mfa: settings.idp_enforces_mfa,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Marks the fields and takes the keyboard to the first one, where its reason is read out. */
  const showErrors = (named: FieldErrors) => {
    setErrors(named);
    const first = FIELDS.find((field) => named[field]);
    const input = first ? formRef.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  // The server keeps the stored secret only for the same issuer and client id.
  const secretKept =
    settings.oidc !== null &&
    text.issuer.trim().replace(/\/$/, '') === settings.oidc.issuer &&
    text.client_id.trim() === settings.oidc.client_id;

  const save = useMutation({
    mutationFn: (body: SsoSettingsUpdate) => ssoApi.saveSso(workspaceUid, body),
    onSuccess: (saved) => {
      cache.set(saved);
      // What was pasted is checked and kept by the server; nothing secret stays on the page.
      setText((current) => ({ ...current, metadata_xml: '', metadata_url: '', client_secret: '' }));
      notify({ type: 'positive', message: t(`${k}.saved`) });
    },
    onError: (error) => {
      setMessage(errorText(error));
      showErrors(namedFields(error));
    },
  });

  const edit = (field: TextField) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setText((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const bind = (field: TextField) => ({
    name: field,
    value: text[field],
    onChange: edit(field),
    error: errors[field] ?? false,
  });

  /** The request, or what is missing before one can be sent. */
  function request(): { body: SsoSettingsUpdate } | { missing: FieldErrors } {
    if (protocol === 'saml') {
      const xml = text.metadata_xml.trim();
      const url = text.metadata_url.trim();
      // Left empty once SAML is saved, the metadata saved before is kept.
      if (!xml && !url && !settings.saml) return { missing: { metadata_xml: t(`${k}.metadataMissing`) } };
      if (xml && url) return { missing: { metadata_url: t(`${k}.metadataBoth`) } };
      const source = xml ? { metadata_xml: xml } : url ? { metadata_url: url } : {};
      return { body: { protocol, ...source, ...join } };
    }
    const issuer = text.issuer.trim();
    const clientId = text.client_id.trim();
    const missing: FieldErrors = {};
    if (!issuer) missing.issuer = t(`${k}.fieldRequired`);
    if (!clientId) missing.client_id = t(`${k}.fieldRequired`);
    if (!text.client_secret && !secretKept) missing.client_secret = t(`${k}.fieldRequired`);
    if (Object.keys(missing).length > 0) return { missing };
    const secret = text.client_secret ? { client_secret: text.client_secret } : {};
    return { body: { protocol, issuer, client_id: clientId, ...secret, ...join } };
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const next = request();
    setMessage(null);
    if ('missing' in next) return showErrors(next.missing);
    setErrors({});
    save.mutate(next.body);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t(`${k}.formLabel`)}>
      <Stack gap="md">
        <Input.Wrapper label={t(`${k}.protocol`)} labelProps={{ id: protocolLabel }}>
          <SegmentedControl
            aria-labelledby={protocolLabel}
            data={SSO_PROTOCOLS.map((value) => ({ value, label: t(`${k}.protocols.${value}`) }))}
            value={protocol}
            onChange={(value) => {
              setProtocol(value as SsoProtocol);
              setErrors({});
              setMessage(null);
            }}
            fullWidth
            mt={6}
            style={{ display: 'flex' }}
          />
        </Input.Wrapper>
        {protocol === 'saml' ? (
          <>
            <Textarea
              label={t(`${k}.metadataXml`)}
              description={settings.saml ? t(`${k}.metadataAgain`) : t(`${k}.metadataXmlHint`)}
              autosize
              minRows={4}
              maxRows={12}
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
              {...bind('metadata_xml')}
            />
            <TextInput
              label={t(`${k}.metadataUrl`)}
              description={t(`${k}.metadataUrlHint`)}
              type="url"
              inputMode="url"
              placeholder="https://"
              {...bind('metadata_url')}
            />
          </>
        ) : (
          <>
            <TextInput
              label={t(`${k}.issuer`)}
              description={t(`${k}.issuerHint`)}
              type="url"
              inputMode="url"
              required
              {...bind('issuer')}
            />
            <TextInput label={t(`${k}.clientId`)} required autoComplete="off" {...bind('client_id')} />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
              label={t(`${k}.clientSecret`)}
              placeholder={secretKept ? t(`${k}.clientSecretKept`) : undefined}
              required={!secretKept}
              autoComplete="new-password"
              {...bind('client_secret')}
            />
          </>
        )}
        <SsoJoinOptions
          value={join}
          onChange={(next) => {
            setJoin(next);
            setErrors(({ join_brand_ids: _dropped, ...rest }) => rest);
          }}
          brandsError={errors.join_brand_ids}
        />
        <FormAlert>{message}</FormAlert>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t(`${k}.save`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
