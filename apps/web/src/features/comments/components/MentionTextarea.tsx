import '@/shared/i18n/parts/comments';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { Avatar, Box, Combobox, Group, Text, Textarea, useCombobox } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  findMentionQuery,
  insertMention,
  type MentionMap,
  matchPeople,
  mentionLabel,
} from '../lib/mention-text';

/** The text as the textarea shows it, and the people picked from the @ list (label → uid). */
export interface MentionDraft {
  text: string;
  mentions: MentionMap;
}

export const EMPTY_DRAFT: MentionDraft = { text: '', mentions: new Map() };

export interface MentionTextareaProps {
  draft: MentionDraft;
  onChange: (draft: MentionDraft) => void;
  people: readonly PersonRef[];
  peopleLoading: boolean;
  /**
   * Called when an `@` starts a mention: the caller loads the people again if their list failed,
   * so a list that could not load once is not gone for good.
   */
  onPeopleWanted?: () => void;
  label: string;
  placeholder?: string;
  description?: string;
  disabled?: boolean;
  /** Escape belongs to the caller (it cancels an edit): it must not close a dialog around. */
  ownsEscape?: boolean;
  /** Keys the mention list does not take (Ctrl+Enter, Escape when the list is closed). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
  minRows?: number;
}

const isPlainEnter = (event: KeyboardEvent) =>
  event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * A textarea with @mention autocomplete: typing `@` and the start of a name lists matching
 * workspace members under the caret's line; Arrow keys move, Enter or Tab picks, Escape
 * closes the list. The focus stays in the textarea throughout (the list is announced through
 * `aria-activedescendant`).
 */
export function MentionTextarea({
  draft,
  onChange,
  people,
  peopleLoading,
  onPeopleWanted,
  label,
  placeholder,
  description,
  disabled,
  ownsEscape = false,
  onKeyDown,
  textareaRef,
  minRows = 3,
}: MentionTextareaProps) {
  const { t } = useTranslation();
  const listId = useId();
  const inner = useRef<HTMLTextAreaElement>(null);
  const ref = useMergedRef(inner, textareaRef);
  // Where the caret is; null while the textarea does not have the focus.
  const [caret, setCaret] = useState<number | null>(null);
  // The `@` whose list the user closed with Escape: it stays closed until another `@`.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState({ key: '', index: 0 });
  const pendingCaret = useRef<number | null>(null);
  // Where a picked mention's own space ends: a space typed right there is not a second one.
  const afterPick = useRef<number | null>(null);

  const query = caret === null ? null : findMentionQuery(draft.text, caret);
  const matches = query ? matchPeople(people, query.query) : [];
  const open = query !== null && query.start !== dismissed && (matches.length > 0 || peopleLoading);
  const queryKey = query ? `${query.start}:${query.query}` : '';
  const activeIndex = active.key === queryKey ? Math.min(active.index, Math.max(0, matches.length - 1)) : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const mentionStart = query?.start ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `@` is the trigger, not the callback.
  useEffect(() => {
    if (mentionStart !== null) onPeopleWanted?.();
  }, [mentionStart]);

  const store = useCombobox({ opened: open, onDropdownClose: () => setDismissed(query?.start ?? null) });

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !inner.current) return;
    inner.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  useEffect(() => {
    if (open) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const pick = (person: PersonRef) => {
    if (!query) return;
    const name = mentionLabel(person);
    const next = insertMention(draft.text, query, name);
    pendingCaret.current = next.caret;
    afterPick.current = next.caret;
    setCaret(next.caret);
    onChange({ text: next.text, mentions: new Map(draft.mentions).set(name, person.uid) });
  };

  const trackCaret = (event: SyntheticEvent<HTMLTextAreaElement>) =>
    setCaret(event.currentTarget.selectionStart);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const pickedAt = afterPick.current;
    afterPick.current = null;
    const { selectionStart, selectionEnd } = event.currentTarget;
    if (
      event.key === ' ' &&
      pickedAt !== null &&
      selectionStart === pickedAt &&
      selectionEnd === pickedAt &&
      draft.text[pickedAt - 1] === ' '
    ) {
      // The habit of a space after a name: the mention brought its own.
      event.preventDefault();
      return;
    }
    if (open && !event.nativeEvent.isComposing) {
      const count = matches.length;
      if (count > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive({ key: queryKey, index: (activeIndex + step + count) % count });
        return;
      }
      if (count > 0 && (isPlainEnter(event) || event.key === 'Tab')) {
        event.preventDefault();
        pick(matches[activeIndex]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissed(query?.start ?? null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <Combobox
      store={store}
      onOptionSubmit={(uid) => {
        const person = matches.find((item) => item.uid === uid);
        if (person) pick(person);
      }}
      position="bottom-start"
      shadow="md"
    >
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        <Textarea
          ref={ref}
          label={label}
          description={description}
          placeholder={placeholder}
          disabled={disabled}
          autosize
          minRows={minRows}
          maxRows={12}
          value={draft.text}
          onChange={(event) => {
            onChange({ ...draft, text: event.currentTarget.value });
            setCaret(event.currentTarget.selectionStart);
          }}
          onSelect={trackCaret}
          onFocus={trackCaret}
          onBlur={() => setCaret(null)}
          onKeyDown={handleKeyDown}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && matches.length > 0 ? optionId(activeIndex) : undefined}
          // Escape then closes the list (or cancels the edit), not the task dialog.
          data-mantine-stop-propagation={open || ownsEscape ? 'true' : undefined}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options
          id={listId}
          aria-label={t('ui.comments.mentions.listLabel')}
          mah={260}
          style={{ overflowY: 'auto' }}
        >
          {matches.length === 0 && peopleLoading && (
            <Combobox.Empty>{t('ui.comments.mentions.loading')}</Combobox.Empty>
          )}
          {matches.map((person, index) => {
            const name = mentionLabel(person);
            return (
              <Combobox.Option
                key={person.uid}
                id={optionId(index)}
                value={person.uid}
                active={index === activeIndex}
                selected={index === activeIndex}
                aria-selected={index === activeIndex}
                aria-label={name}
                onMouseEnter={() => setActive({ key: queryKey, index })}
              >
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={person.image} name={name} color="initials" size="sm" aria-hidden />
                  <Box miw={0}>
                    <Text size="sm" truncate>
                      {name}
                    </Text>
                    {person.name && (
                      <Text size="xs" c="dimmed" truncate>
                        {person.email}
                      </Text>
                    )}
                  </Box>
                </Group>
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
