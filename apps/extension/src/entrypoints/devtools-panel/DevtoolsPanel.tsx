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
import { SignedIn } from '@/ui/SignedIn';

/**
 * The developer tools panel (docs/product.md#extension): a bug ticket with the inspected page's
 * address, its console errors and its failed requests, to read and edit before sending.
 */
export function DevtoolsPanel() {
  const [page, setPage] = useState<{ url: string; errors: string[]; requests: FailedRequest[] } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const read = useCallback(() => {
    if (!inDevtools())
      return setReadError('Open this panel from the developer tools of the page with the bug.');
    void Promise.all([readInspectedPage(), readFailedRequests()]).then(
      ([inspected, requests]) => setPage({ ...inspected, requests }),
      (error) => setReadError(String(error)),
    );
  }, []);
  useEffect(read, [read]);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h4">
          Bug ticket
        </Title>
        <Button size="xs" variant="default" onClick={read} disabled={!inDevtools()}>
          Read the page again
        </Button>
      </Group>
      {readError && (
        <Text size="sm" c="dimmed">
          {readError}
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
  const { brands, initial } = useBrands();
  const [brand, setBrand] = useState<string | null>(null);
  const [summary, setSummary] = useState(page ? `Bug on ${new URL(page.url).pathname}` : 'Bug');
  const [description, setDescription] = useState(() =>
    bugReport({
      url: page?.url ?? '',
      consoleErrors: page?.errors ?? [],
      failedRequests: page?.requests ?? [],
      maxChars: TICKET_TEXT_MAX,
    }),
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<{ id: number; href: string } | null>(null);
  useEffect(() => setBrand((b) => b ?? initial), [initial]);

  const create = async () => {
    if (!brand) return setError('Choose a brand.');
    setPending(true);
    setError(null);
    try {
      const api = await extensionApi();
      const ticket = await createTicket(api, brand, {
        summary: summary.trim() || 'Bug',
        description,
        reference_content: page?.url ? `Source: ${page.url}` : null,
      });
      setLink({ id: ticket.id, href: await appLink(paths.brandTask(ticket.project.slug, ticket.uid)) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  if (link)
    return (
      <Alert color="teal" role="status" title={`Ticket #${link.id} created`}>
        <Anchor href={link.href} target="_blank" rel="noreferrer" size="sm">
          Open it in Expertos
        </Anchor>
      </Alert>
    );
  return (
    <Stack gap="sm">
      {brands && <BrandSelect brands={brands} value={brand} onChange={setBrand} />}
      <TextInput
        label="Summary"
        value={summary}
        maxLength={300}
        onChange={(e) => setSummary(e.currentTarget.value)}
      />
      <Textarea
        label="What the page reported"
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
        Create bug ticket
      </Button>
    </Stack>
  );
}
