import {
  DIFFICULTIES,
  POST_FORMATS,
  POST_PLATFORMS,
  POST_PURPOSES,
  PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
} from '@expertos/domain/tickets';
import type { TFunction } from 'i18next';

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Select options in the domain's order, labelled from the domain label maps (via i18n). */
export const statusOptions = (t: TFunction) =>
  TICKET_STATUSES.map((value) => ({ value, label: t(`ui.tickets.list.statuses.${value}`) }));
export const priorityOptions = (t: TFunction) =>
  PRIORITIES.map((value) => ({ value, label: t(`ui.tickets.list.priorities.${value}`) }));
export const typeOptions = (t: TFunction) =>
  TICKET_TYPES.map((value) => ({ value, label: t(`ui.tickets.list.types.${value}`) }));
export const platformOptions = (t: TFunction) =>
  POST_PLATFORMS.map((value) => ({ value, label: t(`ui.tickets.list.platforms.${value}`) }));
export const formatOptions = (t: TFunction) =>
  POST_FORMATS.map((value) => ({ value, label: t(`ui.tickets.list.formats.${value}`) }));
export const purposeOptions = (t: TFunction) =>
  POST_PURPOSES.map((value) => ({ value, label: t(`ui.tickets.list.purposes.${value}`) }));
export const difficultyOptions = (t: TFunction) =>
  DIFFICULTIES.map((value) => ({ value, label: t(`ui.tickets.list.difficulties.${value}`) }));
