import { createTicket } from '@expertos/api-client/tickets';
import { bugReport, type FailedRequest } from '@expertos/domain/extension';
import { TICKET_TEXT_MAX } from '@expertos/domain/ticket.schema';
import { Alert, Anchor, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { BrandSelect, useBrands } from '@/components/BrandSelect';
import { extensionApi } from '@/lib/api';
import { paths } from '@/lib/app-paths';
import { appLink } from '@/lib/app-url';
import { inDevtools, readFailedRequests, readInspectedPage } from '@/lib/inspected-page';
import { errorText } from '@/lib/shown-text';
import { useLanguage, useT } from '@/ui/language';
import { SignedIn } from '@/ui/SignedIn';

/**
 * The developer tools panel (docs/product.md#extension): a bug ticket with the inspected page's
 * address, its console errors and its failed requests, to read and edit before sending.
 */
export function DevtoolsPanel() {
  const t = useT();
  const [page, setPage] = useState<{ url: string; errors: string[]; requests: FailedRequest[] } | null>(null);
  const [readError, setReadError] = useState<'outside' | 'unreadable' | null>(null);
  const read = useCallback(() => {
    if (!inDevtools()) return setReadError('outside');
    void Promise.all([readInspectedPage(), readFailedRequests()]).then(
      ([inspected, requests]) => setPage({ ...inspected, requests }),
      () => setReadError('unreadable'),
    );
  }, []);
  useEffect(read, [read]);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h4">
          {t('devtools.title')}
        </Title>
        <Button size="xs" variant="default" onClick={read} disabled={!inDevtools()}>
          {t('devtools.readAgain')}
        </Button>
      </Group>
      {readError && (
        <Text size="sm" c="dimmed">
          {readError === 'outside' ? t('devtools.openFromDevtools') : t('devtools.readFailed')}
        </Text>
      )}
      <SignedIn>
        <BugForm
          key={page ? `${page.url}:${page.errors.length}:${page.requests.length}` : 'none'}
          page={page}
        />
      </SignedIn>
    </Stack>
  );
}

function BugForm({ page }: { page: { url: string; errors: string[]; requests: FailedRequest[] } | null }) {
  const t = useT();
  const language = useLanguage();
  const { brands, initial } = useBrands();
  const [brand, setBrand] = useState<string | null>(null);
  const [summary, setSummary] = useState(() =>
    page ? t('devtools.bugOn', { path: new URL(page.url).pathname }) : t('devtools.bug'),
  );
  const [description, setDescription] = useState(() =>
    bugReport({
      url: page?.url ?? '',
      consoleErrors: page?.errors ?? [],
      failedRequests: page?.requests ?? [],
      maxChars: TICKET_TEXT_MAX,
      words: {
        page: (url) => t('devtools.reportPage', { url }),
        consoleErrors: (count) => t('devtools.reportConsole', { count }),
        failedRequests: (count) => t('devtools.reportRequests', { count }),
        none: t('devtools.reportNone'),
        more: (count) => t('devtools.reportMore', { count }),
        noAnswer: t('devtools.reportNoAnswer'),
      },
    }),
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<{ id: number; href: string } | null>(null);
  useEffect(() => setBrand((b) => b ?? initial), [initial]);

  const create = async () => {
    if (!brand) return setError(t('common.chooseBrand'));
    setPending(true);
    setError(null);
    try {
      const api = await extensionApi();
      const ticket = await createTicket(api, brand, {
        summary: summary.trim() || t('devtools.bug'),
        description,
        reference_content: page?.url ? t('common.source', { url: page.url }) : null,
      });
      setLink({ id: ticket.id, href: await appLink(paths.brandTask(ticket.project.slug, ticket.uid)) });
    } catch (failure) {
      setError(errorText(failure, language));
    } finally {
      setPending(false);
    }
  };

  if (link)
    return (
      <Alert color="teal" role="status" title={t('common.ticketCreated', { id: String(link.id) })}>
        <Anchor href={link.href} target="_blank" rel="noreferrer" size="sm">
          {t('common.openInApp')}
        </Anchor>
      </Alert>
    );
  return (
    <Stack gap="sm">
      {brands && <BrandSelect brands={brands} value={brand} onChange={setBrand} />}
      <TextInput
        label={t('common.summary')}
        value={summary}
        maxLength={300}
        onChange={(e) => setSummary(e.currentTarget.value)}
      />
      <Textarea
        label={t('devtools.report')}
        autosize
        minRows={6}
        maxRows={16}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button onClick={() => void create()} loading={pending}>
        {t('devtools.create')}
      </Button>
    </Stack>
  );
}
