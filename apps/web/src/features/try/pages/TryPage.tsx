import '@/shared/i18n/parts/try';
import {
  TRY_CAPTION_MAX_CHARS,
  TRY_CAPTIONS_MAX,
  type TryDraft,
  type TryInput,
  tryInputSchema,
} from '@expertos/domain/try.schema';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { formatInstant, NUMERIC_DATE_TIME } from '@/shared/lib/format';
import { tryDraftStore } from '@/shared/lib/try-draft-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { PageFrame } from '@/shared/ui/PageFrame';
import { createTryDraft } from '../api/try';
import { DraftView } from '../components/DraftView';

interface TryForm {
  brand_name: string;
  handle: string;
  captions: string[];
}
const EMPTY: TryForm = { brand_name: '', handle: '', captions: [''] };
/** The form as typed, kept for this tab so a reload loses nothing. */
const FORM_KEY = 'expertos.tryForm';

function useKeptForm(): [TryForm, (next: TryForm) => void] {
  const [form, setForm] = useState<TryForm>(() => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(FORM_KEY) ?? 'null') as TryForm | null;
      return kept && Array.isArray(kept.captions) ? kept : EMPTY;
    } catch {
      return EMPTY;
    }
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(FORM_KEY, JSON.stringify(form));
    } catch {
      // Storage blocked: the form still works, it just does not survive a reload.
    }
  }, [form]);
  return [form, setForm];
}

/**
 * /try (public; docs/product.md#try): a prospect gives a brand name, a handle and up to four
 * captions, and gets a first draft of the brand's voice, three pillars and its audience; the
 * draft goes on to /try/next-steps and, after sign-up, into their first brand.
 */
export function TryPage() {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useKeptForm();
  const [fields, setFields] = useState<{ brand_name?: string; handle?: string }>({});
  const [draft, setDraft] = useState<TryDraft | null>(null);
  const make = useMutation({
    mutationFn: (input: TryInput) => createTryDraft(input),
    onSuccess: (made) => {
      tryDraftStore.keep(made);
      setDraft(made);
    },
  });

  const change = (patch: Partial<TryForm>) => setForm({ ...form, ...patch });
  const setCaption = (index: number, value: string) =>
    change({ captions: form.captions.map((c, i) => (i === index ? value : c)) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (make.isPending) return;
    const checked = tryInputSchema.safeParse({ ...form, captions: form.captions.filter((c) => c.trim()) });
    if (!checked.success) {
      const bad = new Set(checked.error.issues.map((issue) => issue.path[0]));
      setFields({
        brand_name: bad.has('brand_name') ? t('ui.try.nameRequired') : undefined,
        handle: bad.has('handle') ? t('ui.try.handleInvalid') : undefined,
      });
      return;
    }
    setFields({});
    make.mutate(checked.data);
  };

  if (draft) {
    return (
      <PageFrame title={t('ui.pages.try')} subtitle={t('ui.try.intro')}>
        <Stack gap="md" maw={1100} w="100%">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {t('ui.try.resultTitle', { name: draft.brand_name })}
            </Title>
            <Text size="sm" c="dimmed">
              {t(draft.source === 'ai' ? 'ui.try.sourceAi' : 'ui.try.sourceTemplate')}
            </Text>
          </Stack>
          <DraftView draft={draft} />
          <Text size="xs" c="dimmed">
            {t('ui.try.keepsUntil', {
              time: formatInstant(draft.expires_at, i18n.language, NUMERIC_DATE_TIME),
            })}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.tryNextSteps({ draft: draft.uid })}
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('ui.try.next')}
            </Button>
            <Button variant="default" onClick={() => setDraft(null)}>
              {t('ui.try.startOver')}
            </Button>
          </Group>
        </Stack>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('ui.pages.try')} subtitle={t('ui.try.intro')}>
      <Card withBorder radius="lg" padding="lg" maw={760} w="100%">
        <form onSubmit={onSubmit} noValidate aria-label={t('ui.pages.try')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('ui.try.brandName')}
                placeholder={t('ui.try.brandNamePlaceholder')}
                required
                maxLength={80}
                value={form.brand_name}
                onChange={(e) => change({ brand_name: e.currentTarget.value })}
                error={fields.brand_name}
                autoFocus
              />
              <TextInput
                label={t('ui.try.handle')}
                description={t('ui.try.handleHint')}
                placeholder={t('ui.try.handlePlaceholder')}
                maxLength={31}
                value={form.handle}
                onChange={(e) => change({ handle: e.currentTarget.value })}
                error={fields.handle}
                autoComplete="off"
              />
            </SimpleGrid>
            <Input.Wrapper
              label={t('ui.try.captions')}
              description={t('ui.try.captionsHint', { max: TRY_CAPTIONS_MAX })}
            >
              <Stack gap="sm" mt={6}>
                {form.captions.map((caption, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the posts are numbered, not identified
                  <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                    <Textarea
                      aria-label={t('ui.try.caption', { n: index + 1 })}
                      placeholder={t('ui.try.captionPlaceholder')}
                      autosize
                      minRows={2}
                      maxRows={8}
                      maxLength={TRY_CAPTION_MAX_CHARS}
                      value={caption}
                      onChange={(e) => setCaption(index, e.currentTarget.value)}
                      style={{ flex: 1 }}
                    />
                    {form.captions.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('ui.try.removeCaption', { n: index + 1 })}
                        onClick={() => change({ captions: form.captions.filter((_, i) => i !== index) })}
                        mt={6}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                ))}
                {form.captions.length < TRY_CAPTIONS_MAX && (
                  <Group>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      onClick={() => change({ captions: [...form.captions, ''] })}
                    >
                      {t('ui.try.addCaption')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Input.Wrapper>
            <FormAlert tone="error">{make.isError ? errorText(make.error) : null}</FormAlert>
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={make.isPending}
                leftSection={<IconSparkles size={16} aria-hidden />}
              >
                {t('ui.try.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </PageFrame>
  );
}
