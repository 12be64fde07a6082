import { catalogueError } from '@expertos/api-client/api-error';
import { createTicket, uploadReferenceImages } from '@expertos/api-client/tickets';
import type { Asset } from '@expertos/domain/assets';
import { TASK_DEFAULTS } from '@expertos/domain/settings';
import { createTicketSchema, type Ticket } from '@expertos/domain/ticket.schema';
import { PRIORITIES, TICKET_TYPES, type TicketType } from '@expertos/domain/tickets';
import {
  Alert,
  Button,
  Checkbox,
  Image,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { extensionApi } from '@/lib/api';
import { paths } from '@/lib/app-paths';
import { appLink } from '@/lib/app-url';
import { screenshotOf, type TabInfo } from '@/lib/current-tab';
import { assetBrandOf, attachPicked } from '@/lib/library-api';
import { errorText } from '@/lib/shown-text';
import { useLanguage, useT } from '@/ui/language';
import { BrandSelect, useBrands } from './BrandSelect';
import { LibraryPicker } from './LibraryPicker';
import { TemplatePicker } from './TemplatePicker';
import { type AfterCreate, TicketCreated } from './TicketCreated';

type Start = 'blank' | 'template';

/**
 * The popup's new ticket (docs/product.md#extension): brand, type, summary, priority and due
 * date from the task defaults; the tab's title and address as the reference, a screenshot
 * of the tab attached as a reference image, and assets picked "From library" put on it. Or,
 * for the same brand, "New from template" (TemplatePicker): one of its templates, made at once.
 */
export function NewTicketForm({ tab }: { tab: TabInfo | null }) {
  const t = useT();
  const language = useLanguage();
  const { brands, initial, error: brandsError } = useBrands();
  const [brand, setBrand] = useState<string | null>(null);
  const [type, setType] = useState<TicketType>('task');
  const [summary, setSummary] = useState(tab?.title.slice(0, 120) ?? '');
  const [priority, setPriority] = useState<string>(TASK_DEFAULTS.priority);
  const [dueDate, setDueDate] = useState(TASK_DEFAULTS.dueDate ?? '');
  const [reference, setReference] = useState(() =>
    !tab?.url
      ? ''
      : tab.title
        ? t('common.sourceWithTitle', { title: tab.title, url: tab.url })
        : t('common.source', { url: tab.url }),
  );
  const [screenshot, setScreenshot] = useState<{ file: File; url: string } | null>(null);
  const [attach, setAttach] = useState(true);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [start, setStart] = useState<Start>('blank');
  const [created, setCreated] = useState<{
    ticket: Ticket;
    link: string;
    after: AfterCreate;
    template?: string;
    notices?: readonly string[];
  } | null>(null);
  const [fromLibrary, setFromLibrary] = useState(false);
  const [picked, setPicked] = useState<Asset[]>([]);
  const chosen = brands?.find((b) => b.uid === brand) ?? null;

  useEffect(() => setBrand((b) => b ?? initial), [initial]);
  useEffect(() => {
    if (!tab) return;
    void screenshotOf(tab).then((file) => file && setScreenshot({ file, url: URL.createObjectURL(file) }));
  }, [tab]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // "New from template" makes its ticket by the template chosen, never by this form's button.
    if (start === 'template') return;
    const input = createTicketSchema.safeParse({
      summary,
      ticket_type: type,
      priority,
      due_date: dueDate || null,
      reference_content: reference.trim() || null,
    });
    if (!brand) return setError(t('common.chooseBrand'));
    if (!input.success) return setError(errorText(catalogueError('validation_error', 400), language));
    setError(null);
    setPending(true);
    try {
      const api = await extensionApi();
      let ticket = await createTicket(api, brand, input.data);
      // From here on the ticket exists: a failure is said beside it, never by losing it.
      const after: AfterCreate = { attached: 0, problem: null };
      try {
        if (attach && screenshot) ticket = await uploadReferenceImages(api, ticket.uid, [screenshot.file]);
        after.attached = await attachPicked(api, ticket.uid, picked);
      } catch (failure) {
        after.problem = errorText(failure, language);
      }
      setCreated({ ticket, after, link: await appLink(paths.brandTask(ticket.project.slug, ticket.uid)) });
    } catch (failure) {
      setError(errorText(failure, language));
    } finally {
      setPending(false);
    }
  };

  if (!brands) return <Loader size="sm" aria-label={t('common.loadingBrands')} />;
  if (created) return <TicketCreated {...created} />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('newTicket.formLabel')}>
      <Stack gap="xs">
        {brandsError && <Alert color="red">{brandsError}</Alert>}
        <BrandSelect
          brands={brands}
          value={brand}
          onChange={(uid) => {
            setBrand(uid);
            // A library is a brand's own: another brand's assets cannot go on this ticket.
            setPicked([]);
          }}
        />
        <SegmentedControl
          aria-label={t('templates.mode')}
          size="xs"
          fullWidth
          data={[
            { value: 'blank', label: t('templates.blank') },
            { value: 'template', label: t('templates.fromTemplate') },
          ]}
          value={start}
          onChange={(value) => {
            setStart(value as Start);
            setError(null);
          }}
        />
        {start === 'template' ? (
          brand ? (
            <TemplatePicker
              key={brand}
              brand={brand}
              tab={tab}
              onMade={({ ticket, path, notices, template }) =>
                void appLink(path).then((link) =>
                  setCreated({ ticket, link, notices, template, after: { attached: 0, problem: null } }),
                )
              }
            />
          ) : (
            <Text size="sm" c="dimmed" role="status">
              {t('common.chooseBrand')}
            </Text>
          )
        ) : (
          <>
            <TextInput
              label={t('common.summary')}
              required
              maxLength={300}
              value={summary}
              onChange={(e) => setSummary(e.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              <Select
                label={t('newTicket.type')}
                data={TICKET_TYPES.map((value) => ({ value, label: t(`newTicket.types.${value}`) }))}
                value={type}
                onChange={(value) => value && setType(value as TicketType)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
              />
              <Select
                label={t('newTicket.priority')}
                data={PRIORITIES.map((value) => ({ value, label: t(`newTicket.priorities.${value}`) }))}
                value={priority}
                onChange={(value) => value && setPriority(value)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
              />
              <TextInput
                type="date"
                label={t('newTicket.dueDate')}
                value={dueDate}
                onChange={(e) => setDueDate(e.currentTarget.value)}
              />
            </SimpleGrid>
            <Textarea
              label={t('newTicket.reference')}
              autosize
              minRows={2}
              maxRows={5}
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
            />
            {screenshot ? (
              <Stack gap={4}>
                <Image
                  src={screenshot.url}
                  alt={t('newTicket.screenshotAlt')}
                  radius="sm"
                  h={120}
                  fit="contain"
                  bg="gray.1"
                  style={{ border: '1px solid var(--mantine-color-gray-3)' }}
                />
                <Checkbox
                  label={t('newTicket.attachScreenshot')}
                  checked={attach}
                  onChange={(e) => setAttach(e.currentTarget.checked)}
                />
              </Stack>
            ) : (
              <Text size="xs" c="dimmed">
                {t('newTicket.noScreenshot')}
              </Text>
            )}
            {chosen && (
              <Stack gap={6}>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-expanded={fromLibrary}
                  onClick={() => setFromLibrary((open) => !open)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {picked.length > 0
                    ? t('newTicket.fromLibraryCount', { count: picked.length })
                    : t('newTicket.fromLibrary')}
                </Button>
                {fromLibrary && (
                  <LibraryPicker
                    key={chosen.uid}
                    brand={assetBrandOf(chosen)}
                    picked={picked}
                    onChange={setPicked}
                  />
                )}
              </Stack>
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={pending}>
              {t('newTicket.create')}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
