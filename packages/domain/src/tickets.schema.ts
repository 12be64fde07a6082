import { z } from 'zod';
import {
  DIFFICULTIES,
  POST_FORMATS,
  POST_PLATFORMS,
  POST_PURPOSES,
  PRIORITIES,
  TICKET_STATUS_FILTERS,
  TICKET_STATUSES,
  TICKET_TYPES,
} from './tickets';

export const ticketTypeSchema = z.enum(TICKET_TYPES);

export const ticketStatusSchema = z.enum(TICKET_STATUSES);

export const ticketStatusFilterSchema = z.enum(TICKET_STATUS_FILTERS);

export const prioritySchema = z.enum(PRIORITIES);

export const postPlatformSchema = z.enum(POST_PLATFORMS);

export const postFormatSchema = z.enum(POST_FORMATS);

export const postPurposeSchema = z.enum(POST_PURPOSES);

export const difficultySchema = z.enum(DIFFICULTIES);
