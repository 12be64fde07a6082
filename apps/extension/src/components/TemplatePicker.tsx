import type { Template } from '@expertos/domain/templates';
import { Alert, Group, Loader, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import type { TabInfo } from '@/lib/current-tab';
import { errorText } from '@/lib/shown-text';
import {
  filterTemplates,
  listTemplates,
  TEMPLATE_SEARCH_FROM,
  type TemplateOutcome,
  templateRow,
  ticketFromTemplate,
} from '@/lib/templates';
import { useExtensionApi } from '@/lib/use-library';
import { useLanguage, useT } from '@/ui/language';

/** A ticket made from a template, for the popup to show. */
export type MadeFromTemplate = Extract<TemplateOutcome, { ok: true }> & { template: string };

/**
 * "New from template" in the popup (docs/product.md#templates): the templates usable on the
 * brand (its own and its workspace's), each a button; choosing one makes the ticket at once,
 * the tab's title and address filling the template's `{title}` and `{url}`. A refusal is said
 * here in the server's words, and another template can be tried.
 */
export function TemplatePicker({
  brand,
  tab,
  onMade,
}: {
  /** The brand's uid. */
  brand: string;
  tab: TabInfo | null;
  onMade: (made: MadeFromTemplate) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const api = useExtensionApi();
  const listId = useId();
  const [list, setList] = useState<{ items: Template[] | null; error: unknown }>({
    items: null,
    error: null,
  });
  const [query, setQuery] = useState('');
  const [making, setMaking] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!api) return;
    let live = true;
    listTemplates(api, brand).then(
      (items) => live && setList({ items, error: null }),
      (error) => live && setList({ items: [], error: error ?? 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, brand]);

  const choose = async (template: Template) => {
    if (!api || making) return;
    setFailure(null);
    setMaking(template.uid);
    const outcome = await ticketFromTemplate(api, brand, template.uid, tab, language);
    setMaking(null);
    if (outcome.ok) onMade({ ...outcome, template: template.name });
    else setFailure(t('templates.failed', { reason: outcome.error }));
  };

  const items = list.items ?? [];
  const shown = filterTemplates(items, query);
  return (
    <Stack gap={6}>
      {list.error !== null ? (
        <Alert color="red" role="alert" p="xs">
          {t('templates.readError', { reason: errorText(list.error, language) })}
        </Alert>
      ) : list.items === null ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="xs">{t('templates.loading')}</Text>
        </Group>
      ) : items.length === 0 ? (
        <Alert color="gray" role="status" p="xs">
          {t('templates.empty')}
        </Alert>
      ) : (
        <>
          {items.length >= TEMPLATE_SEARCH_FROM && (
            <TextInput
              type="search"
              size="xs"
              label={t('templates.search')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              // Enter here searches; it never makes a blank ticket of the form around it.
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
              aria-controls={listId}
            />
          )}
          <Text size="xs" c="dimmed">
            {t('templates.hint')}
          </Text>
          {shown.length === 0 ? (
            <Text size="xs" c="dimmed" role="status">
              {t('templates.noMatch')}
            </Text>
          ) : (
            <Stack
              id={listId}
              component="ul"
              gap={2}
              aria-label={t('templates.list')}
              aria-busy={making !== null || undefined}
              // The padding leaves room for a button's focus ring, which the scrolling box would cut.
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 3,
                maxHeight: 300,
                overflowY: 'auto',
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              {shown.map((template) => {
                const row = templateRow(template, t);
                return (
                  <li key={row.uid}>
                    <NavLink
                      component="button"
                      type="button"
                      label={row.name}
                      description={row.description}
                      onClick={() => void choose(template)}
                      disabled={making !== null}
                      rightSection={
                        making === row.uid ? (
                          <Loader size="xs" aria-hidden />
                        ) : (
                          <Text c="dimmed" aria-hidden>
                            ›
                          </Text>
                        )
                      }
                      styles={{
                        root: { borderRadius: 'var(--mantine-radius-sm)' },
                        label: { fontWeight: 500 },
                        description: { overflowWrap: 'anywhere' },
                      }}
                    />
                  </li>
                );
              })}
            </Stack>
          )}
        </>
      )}
      {failure && (
        <Alert color="red" role="alert" p="xs">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
