import '@mantine/dates/styles.css';
import type { PostPlatform, TicketType } from '@expertos/domain/tickets';
import { STATUS_FILTER_ALL, type TicketStatusFilter } from '@expertos/domain/tickets';
import { Badge, Button, Group, MultiSelect, Select, TextInput, useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaskFilters } from '../../hooks/use-task-filters';
import {
  uniqueTagNames,
  useAssignees,
  useScopeMilestones,
  useScopeTags,
} from '../../hooks/use-ticket-options';
import { useVisibleProjects } from '../../hooks/use-visible-projects';
import { toIsoDay } from '../fields/iso-day';
import { platformOptions, statusOptions, typeOptions } from '../fields/option-lists';
import type { TicketScope } from '../ticket-scope';
import { assigneeFilterOptions, milestoneOptions, peopleOptions, withChosen } from './filter-options';

/** How long the text filter waits for typing to pause before it is applied. */
export const FILTER_TEXT_DEBOUNCE_MS = 300;

const FIELD_WIDTH = { base: '100%', xs: 'calc(50% - 6px)', md: 200 };

/** The search box: typed at once, written to the settings once typing pauses. */
function SearchField({ value, onCommit }: { value: string; onCommit: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, FILTER_TEXT_DEBOUNCE_MS);
  const written = useRef(value);
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    onCommit(debounced);
  }, [debounced, onCommit]);
  // Cleared or reset elsewhere (Clear filters, a workspace switch): show that.
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setText(value);
  }, [value]);
  return (
    <TextInput
      type="search"
      label={t('ui.tickets.list.filters.search')}
      placeholder={t('ui.tickets.list.filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      style={{ flex: '1 1 220px' }}
    />
  );
}

/**
 * Every task filter of the settings (docs/product.md#task-lists-and-filters), persisted there;
 * the count of active ones and "Clear filters". On a phone the less used filters fold away
 * behind "More filters".
 */
export function FilterBar({ scope }: { scope: TicketScope }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const [expanded, setExpanded] = useState(false);
  const { filters, setFilters, resetFilters, activeCount } = useTaskFilters(scope);
  const projects = useVisibleProjects();
  const assignees = useAssignees(scope.workspaceUid);
  const tags = useScopeTags(scope);
  const milestones = useScopeMilestones(scope);

  const people = assignees.data ?? [];
  const options = useMemo(() => {
    const brandName = (uid: string) => projects.find((project) => project.uid === uid)?.name;
    return {
      status: [{ value: STATUS_FILTER_ALL, label: t('ui.common.all') }, ...statusOptions(t)],
      tags: withChosen(
        uniqueTagNames(tags.data ?? []).map((name) => ({ value: name, label: name })),
        filters.tags,
      ),
      brands: withChosen(
        projects.map((project) => ({ value: project.uid, label: project.name })),
        filters.projectFilter,
      ),
      milestones: withChosen(
        milestoneOptions(milestones.data ?? [], scope.kind === 'workspace' ? brandName : undefined),
        filters.milestones,
      ),
      team: withChosen(assigneeFilterOptions(t, people), filters.teamFilter),
      users: withChosen(peopleOptions(people), filters.userFilter),
      types: typeOptions(t),
      platforms: platformOptions(t),
    };
  }, [t, tags.data, milestones.data, people, projects, filters, scope.kind]);

  const range = filters.updatedDateRange;
  const showAll = !phone || expanded;
  const commitText = useMemo(() => (filter: string) => setFilters({ filter }), [setFilters]);

  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t('ui.tickets.list.filters.label')}>
      <SearchField value={filters.filter} onCommit={commitText} />
      <Select
        label={t('ui.tickets.list.filters.status')}
        data={options.status}
        value={filters.status}
        onChange={(value) => setFilters({ status: (value ?? STATUS_FILTER_ALL) as TicketStatusFilter })}
        allowDeselect={false}
        w={FIELD_WIDTH}
      />
      <MultiSelect
        label={t('ui.tickets.list.filters.assignee')}
        placeholder={filters.teamFilter.length === 0 ? t('ui.tickets.list.filters.any') : undefined}
        data={options.team}
        value={filters.teamFilter}
        onChange={(teamFilter) => setFilters({ teamFilter })}
        searchable
        clearable
        w={FIELD_WIDTH}
      />
      {showAll && (
        <>
          {scope.kind === 'workspace' && (
            <MultiSelect
              label={t('ui.tickets.list.filters.brands')}
              placeholder={filters.projectFilter.length === 0 ? t('ui.tickets.list.filters.any') : undefined}
              data={options.brands}
              value={filters.projectFilter}
              onChange={(projectFilter) => setFilters({ projectFilter })}
              searchable
              clearable
              w={FIELD_WIDTH}
            />
          )}
          <MultiSelect
            label={t('ui.tickets.list.filters.type')}
            placeholder={filters.ticket_type.length === 0 ? t('ui.tickets.list.filters.any') : undefined}
            data={options.types}
            value={filters.ticket_type}
            onChange={(values) => setFilters({ ticket_type: values as TicketType[] })}
            clearable
            w={FIELD_WIDTH}
          />
          <MultiSelect
            label={t('ui.tickets.list.filters.tags')}
            placeholder={filters.tags.length === 0 ? t('ui.tickets.list.filters.any') : undefined}
            data={options.tags}
            value={filters.tags}
            onChange={(values) => setFilters({ tags: values })}
            searchable
            clearable
            nothingFoundMessage={t('ui.tickets.list.fields.noOptions')}
            w={FIELD_WIDTH}
          />
          <MultiSelect
            label={t('ui.tickets.list.filters.milestones')}
            placeholder={filters.milestones.length === 0 ? t('ui.tickets.list.filters.any') : undefined}
            data={options.milestones}
            value={filters.milestones}
            onChange={(values) => setFilters({ milestones: values })}
            searchable
            clearable
            nothingFoundMessage={t('ui.tickets.list.fields.noOptions')}
            w={FIELD_WIDTH}
          />
          <MultiSelect
            label={t('ui.tickets.list.filters.createdBy')}
            placeholder={filters.userFilter.length === 0 ? t('ui.tickets.list.filters.any') : undefined}
            data={options.users}
            value={filters.userFilter}
            onChange={(userFilter) => setFilters({ userFilter })}
            searchable
            clearable
            w={FIELD_WIDTH}
          />
          <MultiSelect
            label={t('ui.tickets.list.filters.platform')}
            placeholder={filters.post_platform.length === 0 ? t('ui.tickets.list.filters.any') : undefined}
            data={options.platforms}
            value={filters.post_platform}
            onChange={(values) => setFilters({ post_platform: values as PostPlatform[] })}
            clearable
            w={FIELD_WIDTH}
          />
          <DatePickerInput
            type="range"
            label={t('ui.tickets.list.filters.updated')}
            placeholder={t('ui.tickets.list.filters.updatedPlaceholder')}
            value={[range?.from ?? null, range?.to ?? null]}
            onChange={([from, to]) =>
              setFilters({
                updatedDateRange:
                  from || to
                    ? {
                        from: toIsoDay(from),
                        to: toIsoDay(to),
                      }
                    : null,
              })
            }
            valueFormat="MMM D, YYYY"
            allowSingleDateInRange
            clearable
            w={{ base: '100%', xs: 'calc(50% - 6px)', md: 240 }}
          />
        </>
      )}
      <Group gap="xs" wrap="nowrap">
        {phone && (
          <Button
            variant="subtle"
            size="sm"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
          >
            {expanded ? t('ui.tickets.list.filters.fewer') : t('ui.tickets.list.filters.more')}
          </Button>
        )}
        {activeCount > 0 && (
          <>
            <Badge variant="light" size="lg" aria-live="polite">
              {t('ui.tickets.list.filters.active', { count: activeCount })}
            </Badge>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={resetFilters}
            >
              {t('ui.tickets.list.filters.clear')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
