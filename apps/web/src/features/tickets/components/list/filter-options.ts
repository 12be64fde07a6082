import type { Milestone, PersonRef } from '@expertos/domain/ticket.schema';
import { UNASSIGNED_FILTER } from '@expertos/domain/ticket.schema';
import type { TFunction } from 'i18next';
import { personLabel } from '../../hooks/use-ticket-options';
import type { Option } from '../fields/option-lists';

/**
 * Options plus any chosen value the options do not hold (yet): a remembered filter stays
 * visible, and removable, while its list loads or after its tag was renamed away.
 */
export function withChosen(options: Option[], chosen: readonly string[]): Option[] {
  const known = new Set(options.map((option) => option.value));
  const missing = chosen.filter((value) => !known.has(value)).map((value) => ({ value, label: value }));
  return missing.length > 0 ? [...options, ...missing] : options;
}

export const peopleOptions = (people: readonly PersonRef[]): Option[] =>
  people.map((person) => ({ value: person.uid, label: personLabel(person) }));

/** The assignee filter: 'Unassigned' first, then the people. */
export const assigneeFilterOptions = (t: TFunction, people: readonly PersonRef[]): Option[] => [
  { value: UNASSIGNED_FILTER, label: t('ui.tickets.list.fields.unassigned') },
  ...peopleOptions(people),
];

/** Milestones by uid; across brands the brand's name tells same-named ones apart. */
export function milestoneOptions(
  milestones: readonly Milestone[],
  brandName?: (projectUid: string) => string | undefined,
): Option[] {
  return milestones.map((milestone) => {
    const brand = brandName?.(milestone.project_uid);
    return { value: milestone.uid, label: brand ? `${milestone.name} · ${brand}` : milestone.name };
  });
}
