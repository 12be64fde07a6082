import '@/shared/i18n/parts/developers';
import { API_KEY_SCOPES } from '@expertos/domain/api-keys';
import { ERROR_CATALOGUE, type ErrorCode } from '@expertos/domain/errors';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@expertos/domain/idempotency';
import { MCP_TOOLS } from '@expertos/domain/mcp';
import { Anchor, Badge, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { developers } from '@/shared/i18n/developers';
import { PageFrame } from '@/shared/ui/PageFrame';

/** The codes a caller with a key meets most, in the order they are met. */
const KEY_ERRORS: ErrorCode[] = [
  'api_key_invalid',
  'api_key_scope',
  'api_key_not_allowed',
  'forbidden',
  'not_found',
  'validation_error',
  'rate_limited',
  'idempotency_key_reused',
  'idempotency_key_in_flight',
];

/** Resources in the order of the scopes (`tickets:read` … `members:read`). */
const RESOURCES = [...new Set(API_KEY_SCOPES.map((scope) => scope.split(':')[0]!))] as Array<
  keyof typeof developers.covers
>;

/** A code that may wrap on a phone after its `_` and `:`, never inside a word. */
function Breakable({ code }: { code: string }) {
  let at = 0;
  return (
    <Code style={{ whiteSpace: 'normal' }}>
      {code.split(/(?<=[_:])/).map((part) => {
        const key = at;
        at += part.length;
        return (
          <Fragment key={key}>
            {part}
            <wbr />
          </Fragment>
        );
      })}
    </Code>
  );
}

/** A text with `code` spans, as the texts write them. */
function Inline({ text }: { text: string }): ReactNode {
  // Each part keyed by where it starts in the text: stable, and unique.
  let at = 0;
  return text.split(/(`[^`]+`)/).map((part) => {
    const key = at;
    at += part.length;
    return part.startsWith('`') ? (
      <Code key={key}>{part.slice(1, -1)}</Code>
    ) : (
      <Fragment key={key}>{part}</Fragment>
    );
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * /developers (public; docs/product.md#api-keys): how to call the API with a key — curl, the
 * SDK, an MCP client — and the scopes, limits and errors, from the domain's own lists (scopes,
 * tools, the error catalogue), so the page never drifts from what the server does.
 */
export function DevelopersPage() {
  const { t } = useTranslation();
  const k = 'ui.developers' as const;
  const origin = window.location.origin;
  const curl = `curl -H "Authorization: Bearer exp_pat_…" \\\n  ${origin}/api/workspaces`;
  const sdk = `import { apiKey, createApiClient, tickets } from '@expertos/api-client';

const client = createApiClient({
  baseUrl: '${origin}/api',
  tokens: apiKey(process.env.EXPERTOS_API_KEY),
});
const page = await tickets.listProjectTickets(client, brandId, { limit: 50 });`;
  const mcp = JSON.stringify(
    { url: `${origin}/api/mcp`, headers: { Authorization: 'Bearer exp_pat_…' } },
    null,
    2,
  );

  return (
    <PageFrame title={t('ui.pages.developers')} subtitle={t(`${k}.intro`)}>
      <Stack gap="lg" maw={960} w="100%">
        <Section title={t(`${k}.keysTitle`)}>
          <Text>{t(`${k}.keysText`)}</Text>
        </Section>
        <Section title={t(`${k}.curlTitle`)}>
          <Text>{t(`${k}.curlText`)}</Text>
          <Code block>{curl}</Code>
        </Section>
        <Section title={t(`${k}.sdkTitle`)}>
          <Text>
            <Inline text={t(`${k}.sdkText`)} />
          </Text>
          <Code block>{sdk}</Code>
        </Section>
        <Section title={t(`${k}.mcpTitle`)}>
          <Text>{t(`${k}.mcpText`)}</Text>
          <Code block>{mcp}</Code>
          <Group gap={6} aria-label={t(`${k}.mcpTitle`)}>
            {Object.keys(MCP_TOOLS).map((name) => (
              <Badge key={name} variant="light" tt="none">
                {name}
              </Badge>
            ))}
          </Group>
        </Section>
        <Section title={t(`${k}.scopesTitle`)}>
          <Text>{t(`${k}.scopesText`)}</Text>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${k}.scopeHeader`)}</Table.Th>
                <Table.Th>{t(`${k}.coversHeader`)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {RESOURCES.map((resource) => (
                <Table.Tr key={resource}>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      {API_KEY_SCOPES.filter((scope) => scope.startsWith(`${resource}:`)).map((scope) => (
                        <Breakable key={scope} code={scope} />
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{t(`${k}.covers.${resource}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed">
            {t(`${k}.sessionOnly`)}
          </Text>
        </Section>
        <Section title={t(`${k}.limitsTitle`)}>
          <Text>
            <Inline text={t(`${k}.limitsText`)} />
          </Text>
          <Text>
            <Inline text={t(`${k}.idempotencyText`, { hours: IDEMPOTENCY_KEY_TTL_HOURS })} />
          </Text>
        </Section>
        <Section title={t(`${k}.errorsTitle`)}>
          <Text>
            <Inline text={t(`${k}.errorsText`)} />
          </Text>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${k}.codeHeader`)}</Table.Th>
                <Table.Th>{t(`${k}.statusHeader`)}</Table.Th>
                <Table.Th>{t(`${k}.meaningHeader`)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {KEY_ERRORS.map((code) => (
                <Table.Tr key={code}>
                  <Table.Td>
                    <Breakable code={code} />
                  </Table.Td>
                  <Table.Td>{ERROR_CATALOGUE[code].status}</Table.Td>
                  <Table.Td>{t(`errors.${code}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
        <Section title={t(`${k}.referenceTitle`)}>
          <Text>{t(`${k}.referenceText`)}</Text>
          <Group>
            <Anchor href="/api/docs">{t(`${k}.referenceLink`)}</Anchor>
            <Anchor href="/api/openapi.json">{t(`${k}.documentLink`)}</Anchor>
          </Group>
        </Section>
      </Stack>
    </PageFrame>
  );
}
