import '@mantine/dates/styles.css';
import type { DateRange } from '@expertos/domain/settings.schema';
import type { PostPlatform, TicketType } from '@expertos/domain/tickets';
import { STATUS_FILTER_ALL, type TicketStatusFilter } from '@expertos/domain/tickets';
import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFormat } from '@/shared/lib/format';
import { filterKeysFor, isFilterActive, type TaskFiltersApi } from '../../hooks/use-task-filters';
import {
  uniqueTagNames,
  useAssignees,
  useScopeMilestones,
  useScopeTags,
} from '../../hooks/use-ticket-options';
import { useVisibleProjects } from '../../hooks/use-visible-projects';
import { toIsoDay } from '../fields/iso-day';
import type { Option } from '../fields/option-lists';
import { platformOptions, statusOptions, typeOptions } from '../fields/option-lists';
import type { ListFilters, TicketScope } from '../ticket-scope';
import classes from './FilterBar.module.css';
import { FilterPanel } from './FilterPanel';
import { assigneeFilterOptions, milestoneOptions, peopleOptions, withChosen } from './filter-options';
import { formatDay } from './format-day';
import { SavedViewsMenu } from './SavedViewsMenu';

/** How long the text filter waits for typing to pause before it is applied. */
export const FILTER_TEXT_DEBOUNCE_MS = 300;

/** The search box: typed at once, written to the address once typing pauses. */
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
  // Cleared or changed elsewhere (Clear, a saved view, Back): show that.
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setText(value);
  }, [value]);
  return (
    <TextInput
      type="search"
      aria-label={t('ui.tickets.list.filters.search')}
      placeholder={t('ui.tickets.list.filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={{ base: '100%', xs: 260 }}
    />
  );
}

type FilterOptions = Record<
  'status' | 'tags' | 'brands' | 'milestones' | 'team' | 'users' | 'types' | 'platforms',
  Option[]
>;

function useFilterOptions(scope: TicketScope, filters: ListFilters): FilterOptions {
  const { t } = useTranslation();
  const projects = useVisibleProjects();
  const assignees = useAssignees(scope.workspaceUid);
  const tags = useScopeTags(scope);
  const milestones = useScopeMilestones(scope);
  const people = assignees.data;
  return useMemo(() => {
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
      team: withChosen(assigneeFilterOptions(t, people ?? []), filters.teamFilter),
      users: withChosen(peopleOptions(people ?? []), filters.userFilter),
      types: typeOptions(t),
      platforms: platformOptions(t),
    };
  }, [t, tags.data, milestones.data, people, projects, filters, scope.kind]);
}

const rangeValue = (range: DateRange | null): [string | null, string | null] => [
  range?.from ?? null,
  range?.to ?? null,
];
const rangeOf = ([from, to]: [string | Date | null, string | Date | null]): DateRange | null =>
  from || to ? { from: toIsoDay(from), to: toIsoDay(to) } : null;

// Dropdowns inside the panel stay inside it: a click in them is not a click outside the panel.
const INNER = { withinPortal: false } as const;

/** The Filter button's panel: every filter of the list, the same as the chips show. */
function FilterFields({
  scope,
  filters,
  options,
  setFilters,
}: {
  scope: TicketScope;
  filters: ListFilters;
  options: FilterOptions;
  setFilters: (change: Partial<ListFilters>) => void;
}) {
  const { t } = useTranslation();
  const any = (values: readonly unknown[]) =>
    values.length === 0 ? t('ui.tickets.list.filters.any') : undefined;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      <Select
        label={t('ui.tickets.list.filters.status')}
        data={options.status}
        value={filters.status}
        onChange={(value) => setFilters({ status: (value ?? STATUS_FILTER_ALL) as TicketStatusFilter })}
        allowDeselect={false}
        comboboxProps={INNER}
      />
      <MultiSelect
        label={t('ui.tickets.list.filters.assignee')}
        placeholder={any(filters.teamFilter)}
        data={options.team}
        value={filters.teamFilter}
        onChange={(teamFilter) => setFilters({ teamFilter })}
        searchable
        clearable
        comboboxProps={INNER}
      />
      {scope.kind === 'workspace' && (
        <MultiSelect
          label={t('ui.tickets.list.filters.brands')}
          placeholder={any(filters.projectFilter)}
          data={options.brands}
          value={filters.projectFilter}
          onChange={(projectFilter) => setFilters({ projectFilter })}
          searchable
          clearable
          comboboxProps={INNER}
        />
      )}
      <MultiSelect
        label={t('ui.tickets.list.filters.type')}
        placeholder={any(filters.ticket_type)}
        data={options.types}
        value={filters.ticket_type}
        onChange={(values) => setFilters({ ticket_type: values as TicketType[] })}
        clearable
        comboboxProps={INNER}
      />
      <MultiSelect
        label={t('ui.tickets.list.filters.tags')}
        placeholder={any(filters.tags)}
        data={options.tags}
        value={filters.tags}
        onChange={(values) => setFilters({ tags: values })}
        searchable
        clearable
        nothingFoundMessage={t('ui.tickets.list.fields.noOptions')}
        comboboxProps={INNER}
      />
      <MultiSelect
        label={t('ui.tickets.list.filters.milestones')}
        placeholder={any(filters.milestones)}
        data={options.milestones}
        value={filters.milestones}
        onChange={(values) => setFilters({ milestones: values })}
        searchable
        clearable
        nothingFoundMessage={t('ui.tickets.list.fields.noOptions')}
        comboboxProps={INNER}
      />
      <MultiSelect
        label={t('ui.tickets.list.filters.createdBy')}
        placeholder={any(filters.userFilter)}
        data={options.users}
        value={filters.userFilter}
        onChange={(userFilter) => setFilters({ userFilter })}
        searchable
        clearable
        comboboxProps={INNER}
      />
      <MultiSelect
        label={t('ui.tickets.list.filters.platform')}
        placeholder={any(filters.post_platform)}
        data={options.platforms}
        value={filters.post_platform}
        onChange={(values) => setFilters({ post_platform: values as PostPlatform[] })}
        clearable
        comboboxProps={INNER}
      />
      <DatePickerInput
        type="range"
        label={t('ui.tickets.listViews.dueDate')}
        placeholder={t('ui.tickets.listViews.anyDate')}
        value={rangeValue(filters.dueDateRange)}
        onChange={(value) => setFilters({ dueDateRange: rangeOf(value) })}
        valueFormat={pickerFormat('date')}
        allowSingleDateInRange
        clearable
        popoverProps={INNER}
      />
      <DatePickerInput
        type="range"
        label={t('ui.tickets.list.filters.updated')}
        placeholder={t('ui.tickets.list.filters.updatedPlaceholder')}
        value={rangeValue(filters.updatedDateRange)}
        onChange={(value) => setFilters({ updatedDateRange: rangeOf(value) })}
        valueFormat={pickerFormat('date')}
        allowSingleDateInRange
        clearable
        popoverProps={INNER}
      />
      <Checkbox
        label={t('ui.tickets.subtasks.topLevel')}
        description={t('ui.tickets.subtasks.topLevelHint')}
        checked={filters.top_level}
        onChange={(event) => setFilters({ top_level: event.currentTarget.checked })}
        mt="xs"
      />
    </SimpleGrid>
  );
}

type ChipKey = Exclude<keyof ListFilters, 'filter'>;

const FILTER_NAMES: Record<ChipKey, string> = {
  status: 'ui.tickets.list.filters.status',
  teamFilter: 'ui.tickets.list.filters.assignee',
  projectFilter: 'ui.tickets.list.filters.brands',
  ticket_type: 'ui.tickets.list.filters.type',
  tags: 'ui.tickets.list.filters.tags',
  milestones: 'ui.tickets.list.filters.milestones',
  userFilter: 'ui.tickets.list.filters.createdBy',
  post_platform: 'ui.tickets.list.filters.platform',
  dueDateRange: 'ui.tickets.listViews.dueDate',
  updatedDateRange: 'ui.tickets.list.filters.updated',
  top_level: 'ui.tickets.subtasks.topLevel',
};

const OPTIONS_OF: Partial<Record<ChipKey, keyof FilterOptions>> = {
  status: 'status',
  teamFilter: 'team',
  projectFilter: 'brands',
  ticket_type: 'types',
  tags: 'tags',
  milestones: 'milestones',
  userFilter: 'users',
  post_platform: 'platforms',
};

/** What a chip says after the filter's name: the chosen values' labels, or the date range. */
function chipValue(key: ChipKey, filters: ListFilters, options: FilterOptions): string {
  if (key === 'dueDateRange' || key === 'updatedDateRange') {
    const range = filters[key];
    const from = range?.from ? formatDay(range.from) : '…';
    const to = range?.to ? formatDay(range.to) : '…';
    return from === to ? from : `${from} – ${to}`;
  }
  const value = filters[key];
  const chosen = Array.isArray(value) ? value : [value];
  const list = options[OPTIONS_OF[key] ?? 'status'];
  return chosen.map((item) => list.find((option) => option.value === item)?.label ?? item).join(', ');
}

const CLEARED: { [K in ChipKey]: ListFilters[K] } = {
  status: STATUS_FILTER_ALL,
  teamFilter: [],
  projectFilter: [],
  ticket_type: [],
  tags: [],
  milestones: [],
  userFilter: [],
  post_platform: [],
  dueDateRange: null,
  updatedDateRange: null,
  top_level: false,
};

export interface FilterBarProps {
  scope: TicketScope;
  view: TaskFiltersApi;
}

/**
 * The list's filters, in one line (docs/product.md#task-lists-and-filters): the search box,
 * a Filter button whose panel holds every filter, the saved views with "My tickets" one click
 * away, a removable chip per active filter, and Clear.
 */
export function FilterBar({ scope, view }: FilterBarProps) {
  const { t } = useTranslation();
  const { filters, setFilters, resetFilters, activeCount } = view;
  const options = useFilterOptions(scope, filters);
  const [open, setOpen] = useState(false);
  const commitText = useMemo(() => (filter: string) => setFilters({ filter }), [setFilters]);
  // In the panel's order.
  const applicable = filterKeysFor(scope);
  const chips = (Object.keys(FILTER_NAMES) as ChipKey[]).filter(
    (key) => applicable.includes(key) && isFilterActive(filters, key),
  );

  return (
    <Group
      gap="xs"
      align="center"
      role="search"
      aria-label={t('ui.tickets.list.filters.label')}
      className={classes.bar}
    >
      <SearchField value={filters.filter} onCommit={commitText} />
      <FilterPanel opened={open} onOpenedChange={setOpen} activeCount={chips.length}>
        <FilterFields scope={scope} filters={filters} options={options} setFilters={setFilters} />
      </FilterPanel>
      <SavedViewsMenu scope={scope} view={view} />
      {chips.length > 0 && (
        <ul className={classes.chips} aria-label={t('ui.tickets.listViews.chips')}>
          {chips.map((key) => {
            const name = t(FILTER_NAMES[key] as 'ui.tickets.list.filters.status');
            // A switch of a filter has no value to show: its name says it ("Top-level only").
            const label =
              key === 'top_level'
                ? name
                : t('ui.tickets.listViews.chip', { name, value: chipValue(key, filters, options) });
            return (
              <li key={key} className={classes.chip} title={label}>
                <span className={classes.chipLabel}>{label}</span>
                <CloseButton
                  size="xs"
                  radius="xl"
                  onClick={() => setFilters({ [key]: CLEARED[key] } as Partial<ListFilters>)}
                  aria-label={t('ui.tickets.listViews.removeChip', { label })}
                />
              </li>
            );
          })}
        </ul>
      )}
      {activeCount > 0 && (
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={resetFilters}
          aria-label={t('ui.tickets.list.filters.clear')}
        >
          {t('ui.tickets.listViews.clear')}
        </Button>
      )}
    </Group>
  );
}
