import type { Logger } from '../platform/logger.js';

export interface LogRecord {
  level: 'debug' | 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string | undefined;
}

/** A logger that keeps what it is told, for tests that check what reaches the log. */
export function createTestLogger(): { logger: Logger; records: LogRecord[] } {
  const records: LogRecord[] = [];
  const at =
    (level: LogRecord['level']) =>
    (fields: object, message?: string): void => {
      records.push({ level, fields: fields as Record<string, unknown>, message });
    };
  return { logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }, records };
}
