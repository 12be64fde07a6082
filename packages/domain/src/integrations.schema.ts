import { z } from 'zod';
import { INTEGRATION_TYPES, TASK_INTEGRATION_OPTIONS } from './integrations';

export const integrationTypeSchema = z.enum(INTEGRATION_TYPES);

export const taskIntegrationOptionSchema = z.enum(TASK_INTEGRATION_OPTIONS);
