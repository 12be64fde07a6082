import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorMessage,
  errorStatus,
  isErrorCode,
  readErrorBody,
} from './errors';
import { apiErrorSchema } from './errors.schema';

describe('ERROR_CATALOGUE', () => {
  it.each(ERROR_CODES)('%s has an error status and a message', (code) => {
    const status = errorStatus(code);
    expect(Number.isInteger(status)).toBe(true);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThanOrEqual(599);
    expect(errorMessage(code).trim()).not.toBe('');
  });

  it.each([
    ['unauthorized', 401, 'You are not authorized to access this resource.'],
    ['internal_error', 500, 'Something went wrong on our end. Please try again later.'],
    ['workspace_min_one', 409, 'You must have at least 1 admin on this workspace.'],
    ['jira_error', 502, 'An error occurred while trying to connect to Jira.'],
    ['jira_token_error', 502, 'An error occurred while trying to connect to Jira.'],
    ['jira_epic_missing', 422, 'A Jira Epic is missing. Please add an epic to your issue.'],
    ['csv_no_valid_urls', 400, 'No valid URLs found in the CSV file'],
    ['validation_error', 400, 'The entered data is incomplete. Please fill in all the required fields.'],
    ['auth/user-not-found', 401, 'The email or password you entered is incorrect.'],
    ['auth/wrong-password', 401, 'The email or password you entered is incorrect.'],
    ['invite_expired', 410, 'Invite is invalid or expired'],
  ] as const)('%s answers %i with its catalogue text', (code, status, message) => {
    expect(ERROR_CATALOGUE[code]).toEqual({ status, message });
  });

  it('holds every server code the product names', () => {
    const named = [
      'company_account_not_found',
      'invite_not_found',
      'invite_expired',
      'jira_token_error',
      'jira_error',
      'subscription_does_not_match',
      'subscription_not_active',
      'subscription_not_found',
      'user_already_invited',
      'user_already_in_workspace',
      'user_exists',
      'user_not_in_project',
      'workspace_delete_own',
      'workspace_last_user',
      'workspace_min_one',
      'workspace_no_delete',
      'workspace_edit_user_failure',
      'cant_change_assignee_with_existing_calendar_event',
      'workspace_no_subscription',
      'calendar_update_failed',
      'google_calendar_load_error',
      'ticket_create_failed',
      'auth/email-already-in-use',
    ];
    expect(named.filter((code) => !isErrorCode(code))).toEqual([]);
  });
});

describe('isErrorCode', () => {
  it.each([
    ['not_found', true],
    ['toString', false],
    ['__proto__', false],
    ['NOT_FOUND', false],
    [404, false],
    [null, false],
  ])('%j → %s', (value, known) => {
    expect(isErrorCode(value)).toBe(known);
  });
});

describe('apiErrorSchema', () => {
  it('reads an error reply with field details', () => {
    const body = { code: 'validation_error', message: 'x', details: [{ path: 'name', message: 'Required' }] };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});

describe('readErrorBody (the API client reads every error reply with it, without zod)', () => {
  const detailed = {
    code: 'validation_error',
    message: 'x',
    details: [{ path: 'name', message: 'Required' }],
  };
  it.each([
    ['a reply with field details', detailed],
    ['a reply without details', { code: 'not_found', message: 'Gone.' }],
    ['a reply with more than the shape', { code: 'rate_limited', message: 'Wait.', retry: 3 }],
    ['a reply whose detail is broken', { code: 'x', message: 'y', details: [{ path: 1, message: 'm' }] }],
    ['details that are not a list', { code: 'x', message: 'y', details: 'name' }],
    ['a reply without a code', { message: 'x' }],
    ['a code that is not text', { code: 404, message: 'x' }],
    ['no body at all', undefined],
    ['a list', [detailed]],
    ['text', 'Bad Gateway'],
  ])('agrees with the error schema on %s, and keeps only the shape', (_, body) => {
    const parsed = apiErrorSchema.safeParse(body);
    expect(readErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
