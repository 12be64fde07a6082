import type { Language } from '@expertos/domain/languages';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type Level, NO_ACCESS, type Resource } from '@/shared/lib/api-scopes';
import { BusyNotice } from '@/shared/ui/BusyNotice';
import { EmailField } from '@/shared/ui/EmailField';
import { EmptyState } from '@/shared/ui/EmptyState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { LanguageSelect } from '@/shared/ui/LanguageSelect';
import { OfflineNotice } from '@/shared/ui/OfflineNotice';
import { FeatureNotBuilt, PageTitle } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { ScopeLevels } from '@/shared/ui/ScopeLevels';
import { SectionCard } from '@/shared/ui/SectionCard';
import { KitchenSection, KitchenState, Narrow } from './KitchenSection';

/** Sample texts long enough to wrap, or to break a layout that does not let them. */
const LONG_WORD = 'Supercalifragilisticexpialidocious-content-calendar-for-the-autumn-campaign';
const LONG_TEXT =
  'The spring campaign for Acme Coffee needs three reels, two carousels and a story series before the launch, and every caption has to be approved by the brand before it is scheduled.';

const grid = { base: 1, md: 2 } as const;

export function EmptyStateDemo() {
  const newTask = <Button leftSection={<IconPlus size={16} aria-hidden />}>New task</Button>;
  return (
    <KitchenSection id="kitchen-empty" title="Empty state" components={['EmptyState']}>
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="empty">
          <EmptyState title="No tasks yet" />
        </KitchenState>
        <KitchenState state="default">
          <EmptyState
            title="No tasks yet"
            description="Tasks you create or are assigned to appear here."
            actions={newTask}
          />
        </KitchenState>
        <KitchenState state="disabled">
          <EmptyState
            title="No brands yet"
            description="Only admins add brands."
            actions={<Button disabled>Add a brand</Button>}
          />
        </KitchenState>
        <KitchenState state="longText">
          <EmptyState title={LONG_WORD} description={LONG_TEXT} />
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <EmptyState title="Nobody matches" description={LONG_TEXT} actions={newTask} />
      </Narrow>
    </KitchenSection>
  );
}

export function FormAlertDemo() {
  return (
    <KitchenSection
      id="kitchen-form-alert"
      title="Form alert"
      components={['FormAlert']}
      description="A form's own message, announced as it appears; nothing at all without a message."
    >
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="error">
          <FormAlert>The entered data is incomplete. Please fill in all the required fields.</FormAlert>
        </KitchenState>
        <KitchenState state="default">
          <Stack gap="xs">
            <FormAlert tone="warning">Your trial ends in 3 days.</FormAlert>
            <FormAlert tone="success">Your password was changed.</FormAlert>
          </Stack>
        </KitchenState>
        <KitchenState state="empty">
          <Text size="sm" c="dimmed">
            (No message: nothing is shown.)
          </Text>
          <FormAlert>{null}</FormAlert>
        </KitchenState>
        <KitchenState state="longText">
          <FormAlert>
            {LONG_TEXT} {LONG_WORD}
          </FormAlert>
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <FormAlert>You must have at least 1 admin on this workspace.</FormAlert>
      </Narrow>
    </KitchenSection>
  );
}

export function QueryErrorDemo() {
  return (
    <KitchenSection
      id="kitchen-query-error"
      title="Query error"
      components={['QueryError']}
      description="What could not be loaded and why, with Try again; announced as it appears. Stacked (a page or a section), in a row (wide and short), inline (no box) or compact (a narrow column)."
    >
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="error">
          <QueryError message="The team could not be loaded." onRetry={() => {}} />
        </KitchenState>
        <KitchenState state="loading">
          <QueryError message="The team could not be loaded." onRetry={() => {}} retrying />
        </KitchenState>
        <KitchenState state="default">
          <Stack gap="xs">
            <QueryError message="The calendar could not be loaded." onRetry={() => {}} layout="row" />
            <QueryError message="The entries could not be loaded." onRetry={() => {}} layout="inline" />
            <QueryError message="This column could not be loaded." onRetry={() => {}} compact />
          </Stack>
        </KitchenState>
        <KitchenState state="empty">
          <QueryError message="Some brands' roles could not be loaded." />
        </KitchenState>
        <KitchenState state="longText">
          <QueryError message={`${LONG_TEXT} ${LONG_WORD}`} onRetry={() => {}} />
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <QueryError message="Their time could not be loaded." onRetry={() => {}} />
      </Narrow>
    </KitchenSection>
  );
}

export function SectionCardDemo() {
  return (
    <KitchenSection id="kitchen-section-card" title="Section card" components={['SectionCard']}>
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="default">
          <SectionCard title="Personal details" intro="How your team sees you.">
            <Text size="sm">Ada Lovelace · Producer</Text>
          </SectionCard>
        </KitchenState>
        <KitchenState state="loading">
          <SectionCard title="Time this week">
            <Skeleton height={72} radius="md" role="status" aria-label="Loading…" />
          </SectionCard>
        </KitchenState>
        <KitchenState state="error">
          <SectionCard title="Open tickets">
            <QueryError message="Their tickets could not be loaded." onRetry={() => {}} />
          </SectionCard>
        </KitchenState>
        <KitchenState state="longText">
          <SectionCard title={LONG_WORD} intro={LONG_TEXT}>
            <Text size="sm">{LONG_TEXT}</Text>
          </SectionCard>
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <SectionCard title="Password" intro="Your other devices are signed out when you change it.">
          <Button>Change password</Button>
        </SectionCard>
      </Narrow>
    </KitchenSection>
  );
}

export function EmailFieldDemo() {
  return (
    <KitchenSection
      id="kitchen-email"
      title="E-mail field"
      components={['EmailField']}
      description="The right keyboard, autofill and label in every form."
    >
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="empty">
          <EmailField placeholder="you@example.com" name="kitchen-email-empty" />
        </KitchenState>
        <KitchenState state="default">
          <EmailField defaultValue="ada@example.com" name="kitchen-email-filled" />
        </KitchenState>
        <KitchenState state="error">
          <EmailField defaultValue="ada@" error="Enter a valid e-mail address." name="kitchen-email-error" />
        </KitchenState>
        <KitchenState state="disabled">
          <EmailField defaultValue="ada@example.com" disabled name="kitchen-email-disabled" />
        </KitchenState>
        <KitchenState state="longText">
          <EmailField
            defaultValue="ada.augusta.king-noel.countess-of-lovelace@analytical-engine.example.com"
            description="Long addresses scroll inside the field."
            name="kitchen-email-long"
          />
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <EmailField defaultValue="grace@example.com" name="kitchen-email-narrow" />
      </Narrow>
    </KitchenSection>
  );
}

export function LanguageSelectDemo() {
  const [language, setLanguage] = useState<Language | null>('de');
  return (
    <KitchenSection
      id="kitchen-language"
      title="Language picker"
      components={['LanguageSelect']}
      description="Each language in its own name; optionally Automatic, the browser's."
    >
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="default">
          <LanguageSelect label="Language" value={language} onChange={setLanguage} />
        </KitchenState>
        <KitchenState state="empty">
          <LanguageSelect label="Language" automatic value={null} onChange={() => undefined} />
        </KitchenState>
        <KitchenState state="disabled">
          <LanguageSelect label="Language" value="fr" onChange={() => undefined} disabled />
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <LanguageSelect
          label="Language for clients and integrations"
          value="pt-BR"
          onChange={() => undefined}
        />
      </Narrow>
    </KitchenSection>
  );
}

export function PageFrameDemo() {
  const actions = (
    <Group gap="xs">
      <Button variant="default">Secondary</Button>
      <Button>Primary</Button>
    </Group>
  );
  return (
    <KitchenSection
      id="kitchen-page"
      title="Page frame"
      components={['PageFrame']}
      description="PageTitle (a page's heading, with actions) and FeatureNotBuilt."
    >
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="default">
          <PageTitle title="Page title" documentTitle={false} subtitle="With a subtitle" actions={actions} />
        </KitchenState>
        <KitchenState state="longText">
          <PageTitle title={LONG_WORD} documentTitle={false} subtitle={LONG_TEXT} actions={actions} />
        </KitchenState>
        <KitchenState state="empty">
          <FeatureNotBuilt />
        </KitchenState>
        <KitchenState state="loading">
          <Stack gap="sm" role="status" aria-label="Loading…">
            <PageTitle title="Team" documentTitle={false} />
            <Skeleton height={120} radius="lg" />
          </Stack>
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <PageTitle
          title="Grace Hopper"
          documentTitle={false}
          subtitle="grace@example.com"
          actions={actions}
        />
      </Narrow>
    </KitchenSection>
  );
}

export function StatusNoticeDemo() {
  return (
    <KitchenSection
      id="kitchen-offline"
      title="Status notices"
      components={['FloatingNotice', 'OfflineNotice', 'BusyNotice']}
      description="Pinned to the bottom of the window (shown here in place) while the browser is offline, or while the app waits out the server's rate limit; announced as they appear."
    >
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="default">
          <Stack gap="sm">
            <OfflineNotice />
            <BusyNotice />
          </Stack>
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <Stack gap="sm">
          <OfflineNotice />
          <BusyNotice />
        </Stack>
      </Narrow>
    </KitchenSection>
  );
}

/** What a key or a connected app may do, per resource: as chosen, and at a phone's width. */
export function ScopeLevelsDemo() {
  const [levels, setLevels] = useState<Record<Resource, Level>>({
    ...NO_ACCESS,
    tickets: 'write',
    brands: 'read',
  });
  return (
    <KitchenSection id="kitchen-scopes" title="Access per resource" components={['ScopeLevels']}>
      <SimpleGrid cols={grid} spacing="lg">
        <KitchenState state="default">
          <ScopeLevels
            levels={levels}
            onChange={setLevels}
            label="What it may do"
            hint="Write lets it read too."
          />
        </KitchenState>
        <KitchenState state="empty">
          <ScopeLevels levels={NO_ACCESS} onChange={() => {}} label="What it may do" />
        </KitchenState>
      </SimpleGrid>
      <Narrow>
        <ScopeLevels levels={levels} onChange={setLevels} label="What it may do" />
      </Narrow>
    </KitchenSection>
  );
}
