import { ApiError } from '@expertos/api-client/client';
import { MESSAGES } from '@expertos/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/shared/i18n/en';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { aWorkspace } from '@/test/fixtures';
import { currentPath, renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { stubWorkspaceServer } from '@/test/workspace-server';
import {
  anInvoice,
  aPlan,
  aSubscribedSummary,
  aSubscription,
  aSummary,
  captureLeaving,
  stubBillingServer,
} from '../test/billing-fixtures';
import { BillingPage } from './BillingPage';

afterEach(() => vi.restoreAllMocks());

const notices = (type: 'positive' | 'negative') =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === type)
    .map((item) => item.message);

function renderBilling(path = '/billing') {
  signIn({ role: 'admin' });
  const view = renderPageAt(path, [{ path: '/billing', element: <BillingPage /> }]);
  return { ...view, u: setupUser() };
}

const planCard = () => screen.findByRole('region', { name: 'Your plan' });
const seatsInput = () => screen.getByRole('textbox', { name: 'Add number of additional seats' });
const preview = () => screen.getByTestId('price-preview');

describe('/billing on trial', () => {
  it('shows the plan, the trial days left and the seats table', async () => {
    stubBillingServer();
    renderBilling();
    const plan = await planCard();
    expect(within(plan).getByTestId('plan-name')).toHaveTextContent('FREE');
    expect(within(plan).getByTestId('plan-state')).toHaveTextContent('Trial');
    expect(within(plan).getByTestId('trial-days-left')).toHaveTextContent('9 days left in your trial');

    const seats = screen.getByRole('table', { name: 'Seats of this workspace' });
    const rows = within(seats)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Included5',
      'Paid0',
      'Reserved (open invites)1',
      'Assigned (members)2',
      'Total available2',
    ]);
  });

  it('shows the catalogue prices for each interval', async () => {
    stubBillingServer();
    const { u } = renderBilling();
    const business = await screen.findByRole('article', { name: 'Business' });
    expect(within(business).getByTestId('base-price')).toHaveTextContent('99.00 a month');
    expect(within(business).getByTestId('per-user-price')).toHaveTextContent('20.00 per extra user');
    await u.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(business).getByTestId('base-price')).toHaveTextContent('950.00 a year');
    expect(within(business).getByTestId('per-user-price')).toHaveTextContent('20.00 per extra user');
  });

  it('starts the extra seats at 0 and previews the price as they change, cleared included', async () => {
    stubBillingServer();
    const { u } = renderBilling();
    await screen.findByRole('article', { name: 'Business' });
    expect(seatsInput()).toHaveValue('0');
    expect(preview()).toHaveTextContent('Total: 99.00 a month for 5 seats');
    await u.clear(seatsInput());
    expect(preview()).toHaveTextContent('Enter a number of seats to see the price.');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await u.type(seatsInput(), '3');
    expect(preview()).toHaveTextContent('Total: 159.00 a month for 8 seats');
    await u.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(preview()).toHaveTextContent('Total: 1,010.00 a year for 8 seats');
  });

  it('sends checkout the summary’s price ids (never a price) and goes to the provider', async () => {
    const server = stubBillingServer();
    const origin = window.location.origin;
    const leaving = captureLeaving();
    try {
      const { u } = renderBilling();
      await screen.findByRole('article', { name: 'Business' });
      await u.click(screen.getByRole('radio', { name: 'Yearly' }));
      await u.clear(seatsInput());
      await u.type(seatsInput(), '3');
      await u.click(screen.getByRole('button', { name: 'Subscribe' }));
      await waitFor(() =>
        expect(leaving.assign).toHaveBeenCalledWith('https://checkout.example.com/c/pay/cs_test_1'),
      );
      expect(server.checkout).toHaveBeenCalledTimes(1);
      expect(server.checkout.mock.calls[0]?.[0]).toEqual({
        name: 'Business',
        seats: 3,
        priceId: 'price_year',
        pricePerUserId: 'price_year_user',
        includedPriceId: 'price_year_free',
        success_url: `${origin}/verify-subscription?session_id={CHECKOUT_SESSION_ID}&workspace=w1`,
        cancel_url: `${origin}/billing`,
        userId: 'u1',
        email: 'ada@example.com',
        workspaceId: 'w1',
        trialDays: 9,
        previousSubscriptionId: null,
        includedSeats: 5,
      });
    } finally {
      leaving.restore();
    }
  });

  it('shows why checkout was refused and stays on the page', async () => {
    const server = stubBillingServer();
    server.checkout.mockRejectedValue(
      new ApiError({ status: 502, code: 'billing_unavailable', message: 'x' }),
    );
    const { u } = renderBilling();
    await screen.findByRole('article', { name: 'Business' });
    await u.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment provider could not be reached. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('sends the Enterprise form from “Let’s Chat” and says it was sent', async () => {
    const server = stubBillingServer();
    const { u } = renderBilling();
    const enterprise = await screen.findByRole('article', { name: 'Enterprise' });
    expect(enterprise).toHaveTextContent('Get in touch');
    await u.click(within(enterprise).getByRole('button', { name: "Let's Chat" }));
    const form = await screen.findByRole('dialog', { name: 'Talk to us about Enterprise' });
    expect(within(form).getByRole('textbox', { name: /Your name/ })).toHaveValue('Ada Lovelace');
    await u.type(within(form).getByRole('textbox', { name: /How many people/ }), '400');
    await u.type(within(form).getByRole('textbox', { name: /Message/ }), 'We are a large agency.');
    await u.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(server.contact).toHaveBeenCalledWith('w1', {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        seats: 400,
        message: 'We are a large agency.',
      }),
    );
    expect(notices('positive')).toEqual(['Thank you. We will get back to you by e-mail.']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says there are no invoices yet', async () => {
    stubBillingServer();
    renderBilling();
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invoices of this workspace' })).not.toBeInTheDocument();
  });
});

describe('/billing with a subscription', () => {
  it('shows Business, its live status and the renewal date as MM/dd/yyyy; no second checkout', async () => {
    stubBillingServer({ summary: aSubscribedSummary(), invoices: [anInvoice()] });
    renderBilling();
    const plan = await planCard();
    expect(within(plan).getByTestId('plan-name')).toHaveTextContent('Business');
    expect(within(plan).getByTestId('plan-state')).toHaveTextContent('Subscribed');
    expect(await within(plan).findByTestId('plan-status')).toHaveTextContent(
      en.ui.billing.plan.statuses.active,
    );
    expect(within(plan).getByTestId('plan-date')).toHaveTextContent('Renews on 03/01/2030');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();

    const invoices = await screen.findByRole('table', { name: 'Invoices of this workspace' });
    const row = within(invoices).getAllByRole('row')[1];
    expect(row).toHaveTextContent('02/01/2030');
    expect(row).toHaveTextContent('EXP-0001');
    expect(row).toHaveTextContent('$159.00');
    expect(row).toHaveTextContent('paid');
    expect(within(invoices).getByRole('link', { name: 'View invoice EXP-0001' })).toHaveAttribute(
      'href',
      'https://invoice.example.com/i/in_1',
    );
    expect(within(invoices).getByRole('link', { name: 'PDF of invoice EXP-0001' })).toHaveAttribute(
      'href',
      'https://invoice.example.com/i/in_1.pdf',
    );
  });

  it('shows the cancel date of a cancelled plan', async () => {
    stubBillingServer({
      summary: aSubscribedSummary({
        plan: aPlan({ state: 'cancelled', trial_days_left: 0 }),
        subscription: aSubscription({ cancel_at_period_end: true, cancel_at: '2030-04-15T00:00:00.000Z' }),
      }),
    });
    renderBilling();
    const plan = await planCard();
    expect(within(plan).getByTestId('plan-state')).toHaveTextContent('Cancelled');
    expect(within(plan).getByTestId('plan-date')).toHaveTextContent('Ends on 04/15/2030');
  });

  it('changes the seats after a confirm naming the new total and price', async () => {
    const server = stubBillingServer({ summary: aSubscribedSummary() });
    const updated = aSubscribedSummary({
      seats: { included: 5, paid: 5, reserved: 1, assigned: 4, total_available: 5, unlimited: false },
    });
    server.seats.mockResolvedValue(updated);
    const { u } = renderBilling();
    const input = await screen.findByRole('textbox', { name: 'Additional seats' });
    expect(input).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Update seats' })).toBeDisabled();
    await u.clear(input);
    await u.type(input, '5');
    await u.click(screen.getByRole('button', { name: 'Update seats' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change to 5 additional seats?' });
    expect(confirm).toHaveTextContent('Your plan will have 10 seats in total, for 199.00 a month.');
    await u.click(within(confirm).getByRole('button', { name: 'Update seats' }));
    await waitFor(() => expect(server.seats).toHaveBeenCalledWith('w1', 5));
    await waitFor(() => expect(notices('positive')).toEqual(['Seats updated: 10 in total.']));
    const seats = screen.getByRole('table', { name: 'Seats of this workspace' });
    expect(within(seats).getByRole('row', { name: /Paid/ })).toHaveTextContent('5');
  });

  it('says seats in use cannot be removed', async () => {
    const server = stubBillingServer({ summary: aSubscribedSummary() });
    server.seats.mockRejectedValue(new ApiError({ status: 409, code: 'seats_in_use', message: 'x' }));
    const { u } = renderBilling();
    const input = await screen.findByRole('textbox', { name: 'Additional seats' });
    await u.clear(input);
    await u.type(input, '0');
    await u.click(screen.getByRole('button', { name: 'Update seats' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update seats' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More seats are in use than this would leave. Remove members or open invites first.',
    );
  });

  it('opens the customer portal from “Manage billing”', async () => {
    const server = stubBillingServer({ summary: aSubscribedSummary() });
    const leaving = captureLeaving();
    try {
      const { u } = renderBilling();
      await u.click(await screen.findByRole('button', { name: 'Manage billing' }));
      await waitFor(() =>
        expect(leaving.assign).toHaveBeenCalledWith('https://billing.example.com/p/session_1'),
      );
      expect(server.portal).toHaveBeenCalledWith('w1');
    } finally {
      leaving.restore();
    }
  });

  it('logs a failed plan lookup, says the plan could not be loaded, and loads it on retry', async () => {
    const server = stubBillingServer({ summary: aSubscribedSummary() });
    server.subscription.mockRejectedValueOnce(
      new ApiError({ status: 502, code: 'billing_unavailable', message: 'x' }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { u } = renderBilling();
    const plan = await planCard();
    const alert = await within(plan).findByRole('alert');
    expect(alert).toHaveTextContent('The plan could not be loaded.');
    expect(logged).toHaveBeenCalledWith(MESSAGES.subscriptionFetchFailed, expect.any(ApiError));
    // The rest of the page still shows what the summary knows.
    expect(within(plan).getByTestId('plan-date')).toHaveTextContent('Renews on 03/01/2030');
    expect(screen.getByRole('table', { name: 'Seats of this workspace' })).toBeInTheDocument();

    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(plan).findByTestId('plan-status')).toHaveTextContent(
      en.ui.billing.plan.statuses.active,
    );
    expect(within(plan).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/billing on a server without billing', () => {
  it('says billing is off and how to turn it on, with no plans to buy', async () => {
    stubBillingServer({
      summary: aSummary({
        billing_enabled: false,
        whitelisted: false,
        plan: aPlan({ billing_enabled: false, state: 'subscribed' }),
        prices: null,
        seats: { included: 5, paid: 0, reserved: 0, assigned: 3, total_available: 2, unlimited: true },
      }),
    });
    renderBilling();
    const off = await screen.findByTestId('billing-off');
    expect(off).toHaveTextContent('Billing is off on this server');
    expect(off).toHaveTextContent('every workspace is treated as whitelisted');
    expect(off).toHaveTextContent('STRIPE_SECRET_KEY');
    expect(off).toHaveTextContent('Billing (Stripe)');
    const seats = screen.getByRole('table', { name: 'Seats of this workspace' });
    expect(within(seats).getByRole('row', { name: /Total available/ })).toHaveTextContent('No limit');
    // No plan's seats to count against: only what is in use.
    expect(within(seats).queryByRole('row', { name: /Included/ })).not.toBeInTheDocument();
    expect(within(seats).getByRole('row', { name: /Assigned/ })).toHaveTextContent('3');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });
});

describe('/billing?refresh=true (back from checkout)', () => {
  it('loads the summary and the workspace again, then drops the parameter', async () => {
    const workspaceServer = stubWorkspaceServer();
    const server = stubBillingServer({ summary: aSubscribedSummary() });
    const subscribed = aWorkspace({ uid: 'w1', plan: aPlan({ state: 'subscribed' }) });
    workspaceServer.getWorkspace.mockResolvedValue(subscribed);
    const { router } = renderBilling('/billing?refresh=true');
    await waitFor(() => expect(currentPath(router)).toBe('/billing'));
    expect(server.summary).toHaveBeenCalledWith('w1');
    await waitFor(() => expect(workspaceServer.getWorkspace).toHaveBeenCalledWith('w1'));
    await waitFor(() => expect(useWorkspaceStore.getState().currentWorkspace?.plan.state).toBe('subscribed'));
    expect(await screen.findByTestId('plan-state')).toHaveTextContent('Subscribed');
  });
});

describe('/billing load failure', () => {
  it('says the billing details could not be loaded, with a retry', async () => {
    const server = stubBillingServer();
    server.summary.mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'x' }));
    const { u } = renderBilling();
    expect(await screen.findByRole('alert')).toHaveTextContent('The billing details could not be loaded.');
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await planCard()).toBeInTheDocument();
  });
});
