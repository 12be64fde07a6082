import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createErrorNotifier, errorNotice, type Notification } from './errors';

const err = (status: number, code: string, message = 'from the server') =>
  new ApiError({ status, code, message });

describe('errorNotice', () => {
  it.each([
    [err(409, 'workspace_min_one'), 'workspace_min_one', 'from the server'],
    [err(422, 'something_new'), 'something_new', 'from the server'],
    [err(500, 'jira_error'), 'internal_error', ERROR_CATALOGUE.internal_error.message],
    [err(504, 'gateway_timeout'), 'internal_error', ERROR_CATALOGUE.internal_error.message],
    [err(502, 'jira_error'), 'jira_error', ERROR_CATALOGUE.jira_error.message],
    [
      err(200, 'internal_error', 'schema: id expected string'),
      'internal_error',
      ERROR_CATALOGUE.internal_error.message,
    ],
    [err(401, 'token_expired'), 'unauthorized', ERROR_CATALOGUE.unauthorized.message],
    [err(401, 'auth/wrong-password'), 'auth/wrong-password', 'from the server'],
    [err(0, 'service_unavailable', 'the text'), 'service_unavailable', 'the text'],
  ])('%#: %s → %s', (error, code, fallback) => {
    expect(errorNotice(error)).toEqual({ code, fallback });
  });
});

describe('createErrorNotifier', () => {
  it('shows the fallback text when no translate function is given', () => {
    const notices: Notification[] = [];
    const onError = createErrorNotifier({ notify: (n) => notices.push(n) });

    onError(err(500, 'internal_error', 'Error: at line 1'));

    expect(notices).toEqual([{ type: 'negative', message: ERROR_CATALOGUE.internal_error.message }]);
  });

  it('asks translate for the chosen code with its fallback', () => {
    const asked: [string, string][] = [];
    const onError = createErrorNotifier({
      notify: () => {},
      translate: (code, fallback) => {
        asked.push([code, fallback]);
        return fallback;
      },
    });

    onError(err(401, 'token_expired'));

    expect(asked).toEqual([['unauthorized', ERROR_CATALOGUE.unauthorized.message]]);
  });
});
