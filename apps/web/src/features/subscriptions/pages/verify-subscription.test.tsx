import { ApiError } from '@expertos/api-client/client';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, renderStrictPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as subscriptionsApi from '../api/subscriptions';
import { VerifySubscriptionPage } from './VerifySubscriptionPage';

afterEach(() => vi.restoreAllMocks());

const PATH = '/verify-subscription?session_id=cs_test_1&workspace=w1';
const page = [{ path: '/verify-subscription', element: <VerifySubscriptionPage /> }];
// Only its shape matters here: the page goes on as soon as the server confirms.
const confirmed = {} as Awaited<ReturnType<typeof subscriptionsApi.verifyCheckout>>;

describe('/verify-subscription', () => {
  it('confirms the checkout once (StrictMode too), then goes to /billing?refresh=true', async () => {
    signIn({ role: 'admin' });
    let answer: (value: typeof confirmed) => void = () => undefined;
    const verify = vi
      .spyOn(subscriptionsApi, 'verifyCheckout')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderStrictPageAt(PATH, '/verify-subscription', <VerifySubscriptionPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your subscription…');
    answer(confirmed);
    expect(await screen.findByTestId('location')).toHaveTextContent('/billing?refresh=true');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('w1', 'cs_test_1');
  });

  it('shows a failure with a retry and the way to billing', async () => {
    signIn({ role: 'admin' });
    const verify = vi
      .spyOn(subscriptionsApi, 'verifyCheckout')
      .mockRejectedValueOnce(new ApiError({ status: 502, code: 'billing_unavailable', message: 'x' }))
      .mockResolvedValueOnce(confirmed);
    renderPageAt(PATH, page);
    const u = setupUser();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your subscription could not be confirmed.');
    expect(alert).toHaveTextContent('The payment provider could not be reached.');
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/billing');
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/billing?refresh=true');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('says so when the address names no checkout, without calling the server', async () => {
    signIn({ role: 'admin' });
    const verify = vi.spyOn(subscriptionsApi, 'verifyCheckout');
    renderPageAt('/verify-subscription', page);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address does not name a checkout to confirm.',
    );
    expect(verify).not.toHaveBeenCalled();
  });
});
