import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links that lead out of the empty state. */
  actions?: ReactNode;
}

/** A long name (a brand, an address) wraps anywhere rather than push out of a phone's width. */
const WRAP = { title: { overflowWrap: 'anywhere' }, description: { overflowWrap: 'anywhere' } } as const;

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ title, description, icon, actions }: EmptyStateProps) {
  return (
    <MantineEmptyState
      title={title}
      description={description}
      icon={icon ?? <IconInbox size={32} stroke={1.5} aria-hidden />}
      variant="light"
      py="xl"
      styles={WRAP}
      data-testid="empty-state"
    >
      {actions && <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
