import { MESSAGES } from '@expertos/domain/messages';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export interface PageTitleProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  /** Whether this title is also the document's (false for previews). */
  documentTitle?: boolean;
}

/** The page's heading; also sets document.title ('Dashboard · Expertos'). */
export function PageTitle({ title, subtitle, actions, documentTitle = true }: PageTitleProps) {
  useDocumentTitle(title, documentTitle);
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        {/* A long name (a person, a brand) wraps anywhere rather than push out of a phone's width. */}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

/** Says plainly that a screen's feature is not built yet (MESSAGES.featureNotBuilt). */
export function FeatureNotBuilt({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconHammer size={20} aria-hidden />}
      title={t('messages.featureNotBuilt', { defaultValue: MESSAGES.featureNotBuilt })}
      data-testid="feature-not-built"
    >
      {children}
    </Alert>
  );
}

export interface PageFrameProps extends PageTitleProps {
  /** Marks a screen whose feature is not built yet. */
  notBuilt?: boolean;
  children?: ReactNode;
}

/** A page: its title, then its content. */
export function PageFrame({ notBuilt = false, children, ...title }: PageFrameProps) {
  return (
    <Stack gap="lg" component="section" aria-label={title.title}>
      <PageTitle {...title} />
      {notBuilt && <FeatureNotBuilt />}
      {children}
    </Stack>
  );
}
