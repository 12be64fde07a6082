import type { ErrorCode } from '../errors';
import type { MESSAGES } from '../messages';

/**
 * The error catalogue's messages and the app's messages in another language: every code and key,
 * typed against the English (errors.ts, messages.ts), so a missing one fails the type check.
 * No braces: the web reads these as ICU messages.
 */
export type ErrorTexts = Record<ErrorCode, string>;
export type MessageTexts = Record<keyof typeof MESSAGES, string>;
