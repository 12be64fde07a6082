import type { Ticket } from '@expertos/domain/ticket.schema';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconSubtask } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { type SubtaskTicket, useSetParent } from '../../hooks/use-subtasks';
import { ParentPicker } from './ParentPicker';
import { openTicketLink } from './SubtaskRow';

export interface TicketParentProps {
  ticket: SubtaskTicket & Pick<Ticket, 'subtasks'>;
  /** Shown without a way to change it. */
  readOnly: boolean;
}

/** Which button takes the focus once the parent changed (the one that did it may be gone). */
type FocusNext = 'change' | 'make' | null;

/**
 * A ticket's parent under its number (docs/product.md#checklists-and-subtasks): "Subtask of #12
 * Spring campaign", a link opening it, with Change parent and Make top-level. A top-level
 * ticket without subtasks offers "Make a subtask of…" instead (one level deep: a ticket with
 * subtasks cannot become one). Both open the parent search in place.
 */
export function TicketParent({ ticket, readOnly }: TicketParentProps) {
  const { t } = useTranslation();
  const setParent = useSetParent(ticket);
  const [picking, setPicking] = useState(false);
  const changeRef = useRef<HTMLButtonElement>(null);
  const makeRef = useRef<HTMLButtonElement>(null);
  const [focusNext, setFocusNext] = useState<FocusNext>(null);
  const parent = ticket.parent;

  // Once the button is there: the line follows the cache, which the change reaches a moment later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new parent renders the button looked for.
  useEffect(() => {
    const target = (focusNext === 'change' ? changeRef : makeRef).current;
    if (!focusNext || picking || !target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, picking, parent]);

  const move = (to: Ticket['parent']) => {
    setPicking(false);
    // Shown at once: the focus goes to what the line shows now, and back if it was refused.
    setFocusNext(to ? 'change' : 'make');
    void setParent(to).then((saved) => {
      if (!saved) setFocusNext(parent ? 'change' : 'make');
    });
  };
  const cancel = () => {
    setPicking(false);
    setFocusNext(parent ? 'change' : 'make');
  };

  const picker = picking && <ParentPicker ticket={ticket} onPick={move} onCancel={cancel} />;

  if (parent) {
    return (
      <>
        <Group gap={6} wrap="wrap" data-testid="ticket-parent">
          <IconSubtask size={14} aria-hidden style={{ color: 'var(--mantine-color-dimmed)' }} />
          <Text size="sm" c="dimmed">
            {t('ui.tickets.subtasks.parentOf')}
          </Text>
          <Anchor
            href={paths.brandTask(ticket.project.slug, parent.uid)}
            onClick={(event) => openTicketLink(event, parent, ticket.project.slug)}
            size="sm"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('ui.tickets.subtasks.parentLink', { id: parent.id, summary: parent.summary })}
          </Anchor>
          {!readOnly && !picking && (
            <>
              <Button ref={changeRef} variant="subtle" size="compact-xs" onClick={() => setPicking(true)}>
                {t('ui.tickets.subtasks.changeParent')}
              </Button>
              <Button variant="subtle" size="compact-xs" color="gray" onClick={() => move(null)}>
                {t('ui.tickets.subtasks.makeTopLevel')}
              </Button>
            </>
          )}
        </Group>
        {picker}
      </>
    );
  }
  if (readOnly || ticket.subtasks.total > 0) return null;
  return picking ? (
    picker
  ) : (
    <Group>
      <Button
        ref={makeRef}
        variant="subtle"
        size="compact-xs"
        color="gray"
        leftSection={<IconSubtask size={14} aria-hidden />}
        onClick={() => setPicking(true)}
      >
        {t('ui.tickets.subtasks.makeSubtask')}
      </Button>
    </Group>
  );
}
