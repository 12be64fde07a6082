import '@/shared/i18n/parts/try';
import type { TryDraft } from '@expertos/domain/try.schema';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconTarget, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Part({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group gap={6}>
          {icon}
          <Title order={3} size="h5">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function Words({ label, words }: { label: string; words: string[] }) {
  if (words.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {words.map((word) => (
        <Badge key={word} variant="light" color="gray" tt="none">
          {word}
        </Badge>
      ))}
    </Group>
  );
}

/** A /try draft as the prospect reads it: the voice, three pillars and the audience. */
export function DraftView({ draft }: { draft: TryDraft }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Part title={t('ui.try.voice')} icon={<IconMessageCircle size={18} aria-hidden />}>
        <Text size="sm">{draft.voice.description}</Text>
        <Words label={t('ui.try.tone')} words={draft.voice.tone} />
        <Words label={t('ui.try.doSay')} words={draft.voice.do_say} />
        <Words label={t('ui.try.dontSay')} words={draft.voice.dont_say} />
      </Part>
      <Part title={t('ui.try.pillars')} icon={<IconTarget size={18} aria-hidden />}>
        <List spacing="xs" size="sm">
          {draft.pillars.map((pillar) => (
            <List.Item key={pillar.name}>
              <Text size="sm" fw={600} span>
                {pillar.name}
              </Text>
              {pillar.why && (
                <Text size="sm" c="dimmed">
                  {pillar.why}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      </Part>
      <Part title={t('ui.try.audience')} icon={<IconUsers size={18} aria-hidden />}>
        <Text size="sm" fw={600}>
          {draft.audience.name}
        </Text>
        <Text size="sm">{draft.audience.description}</Text>
        <Words label={t('ui.try.interests')} words={draft.audience.interests} />
      </Part>
    </SimpleGrid>
  );
}
