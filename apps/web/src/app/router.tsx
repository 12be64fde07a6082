import { BRAND_SETTINGS_PAGES } from '@expertos/domain/setup-steps';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '@/config/paths';
import { loadChunk } from '@/shared/lib/load-chunk';
import { registerRoutePrefetcher } from '@/shared/lib/prefetch-route';
import { BrandHomeRedirect } from './BrandHomeRedirect';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { RequirePlan } from './guards/RequirePlan';
import { AppLoading } from './layouts/AppLoading';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './layouts/RouteErrorPage';

/**
 * The whole route table (docs/product.md#screens-and-routes), in one place. Every page is
 * lazy-loaded, so the entry chunk holds only the shell; each feature's page arrives with its
 * first visit.
 */
/** Each page's plain import, for fetching ahead: a failed prefetch must never reload the page. */
const prefetchers = new WeakMap<object, () => Promise<unknown>>();

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  // Retried, then one reload on a new deploy, rather than the error page (shared/lib/load-chunk).
  const lazy = async () => ({ Component: pick(await loadChunk(load)) });
  prefetchers.set(lazy, load);
  return { lazy };
}

// Layouts load like pages (in parallel with them), so the entry holds no layout code.
const mainLayout = () => import('./layouts/MainLayout');

const brandSettingsRoutes: RouteObject[] = BRAND_SETTINGS_PAGES.map((segment) => ({
  path: ROUTES.brandSettings.replace(':page', segment),
  handle: { brandSettingsPage: segment },
  ...page(
    () => import('@/features/brand/pages/BrandSettingsPage'),
    (m) => m.BrandSettingsPage,
  ),
}));

/** Main layout, sign-in required. */
const signedInRoutes: RouteObject[] = [
  {
    path: ROUTES.dashboard,
    ...page(
      () => import('@/features/dashboard/pages/DashboardPage'),
      (m) => m.DashboardPage,
    ),
  },
  {
    element: <RequireAdmin />,
    children: [
      {
        path: ROUTES.billing,
        ...page(
          () => import('@/features/billing/pages/BillingPage'),
          (m) => m.BillingPage,
        ),
      },
      {
        path: ROUTES.team,
        ...page(
          () => import('@/features/team/pages/TeamPage'),
          (m) => m.TeamPage,
        ),
      },
      {
        path: ROUTES.workspaceApiKeys,
        ...page(
          () => import('@/features/api-keys/pages/WorkspaceKeysPage'),
          (m) => m.WorkspaceKeysPage,
        ),
      },
      {
        path: ROUTES.workspaceSecurity,
        ...page(
          () => import('@/features/workspaces/pages/WorkspaceSecurityPage'),
          (m) => m.WorkspaceSecurityPage,
        ),
      },
      {
        path: ROUTES.workspaceTemplates,
        ...page(
          () => import('@/features/templates/pages/WorkspaceTemplatesPage'),
          (m) => m.WorkspaceTemplatesPage,
        ),
      },
      {
        path: ROUTES.workspaceAuditLog,
        ...page(
          () => import('@/features/audit/pages/AuditLogPage'),
          (m) => m.AuditLogPage,
        ),
      },
      {
        // Another member's profile: a team page, with the sections of other features (app/slots.tsx).
        path: ROUTES.userProfile,
        ...page(
          () => import('@/features/team/pages/MemberProfilePage'),
          (m) => m.MemberProfilePage,
        ),
      },
    ],
  },
  {
    path: ROUTES.tasks,
    // All brands' tickets side by side need the whole width (docs/product.md#screens-and-routes).
    handle: { fullWidth: true },
    ...page(
      () => import('@/features/tickets/pages/TasksPage'),
      (m) => m.TasksPage,
    ),
  },
  {
    path: ROUTES.time,
    ...page(
      () => import('@/features/timetracking/pages/TimeReportPage'),
      (m) => m.TimeReportPage,
    ),
  },
  {
    path: ROUTES.approvals,
    ...page(
      () => import('@/features/approvals/pages/WaitingApprovalsPage'),
      (m) => m.WaitingApprovalsPage,
    ),
  },
  {
    path: ROUTES.expired,
    ...page(
      () => import('@/features/workspaces/pages/ExpiredPage'),
      (m) => m.ExpiredPage,
    ),
  },
  {
    path: ROUTES.brandAdd,
    ...page(
      () => import('@/features/projects/pages/BrandAddPage'),
      (m) => m.BrandAddPage,
    ),
  },
  {
    path: ROUTES.brandFeed,
    ...page(
      () => import('@/features/brand/pages/BrandFeedPage'),
      (m) => m.BrandFeedPage,
    ),
  },
  {
    path: ROUTES.brandImport,
    ...page(
      () => import('@/features/post-imports/pages/BulkImportPage'),
      (m) => m.BulkImportPage,
    ),
  },
  {
    // The asset library, with the brand's ticket files as its "From tasks" tab.
    path: ROUTES.brandLibrary,
    ...page(
      () =>
        Promise.all([
          import('@/features/assets/pages/AssetLibraryPage'),
          import('@/features/brand/pages/BrandLibraryPage'),
        ]),
      ([assets, brand]) =>
        function BrandLibraryRoute() {
          return <assets.AssetLibraryPage fromTasks={<brand.TaskFilesLibrary />} />;
        },
    ),
  },
  {
    path: ROUTES.brandPlayground,
    ...page(
      () => import('./BrandPlaygroundPage'),
      (m) => m.BrandPlaygroundPage,
    ),
  },
  {
    path: ROUTES.brandAnalytics,
    ...page(
      () => import('@/features/analytics/pages/AnalyticsPage'),
      (m) => m.AnalyticsPage,
    ),
  },
  {
    path: ROUTES.brandApprovals,
    ...page(
      () => import('@/features/approvals/pages/ApprovalSettingsPage'),
      (m) => m.ApprovalSettingsPage,
    ),
  },
  {
    path: ROUTES.brandRecurring,
    ...page(
      () => import('@/features/recurring/pages/RecurringPage'),
      (m) => m.RecurringPage,
    ),
  },
  {
    path: ROUTES.brandEvergreen,
    ...page(
      () => import('@/features/evergreen/pages/EvergreenPage'),
      (m) => m.EvergreenPage,
    ),
  },
  {
    path: ROUTES.brandSeries,
    ...page(
      () => import('@/features/content-series/pages/ContentSeriesPage'),
      (m) => m.ContentSeriesPage,
    ),
  },
  {
    path: ROUTES.brandTemplates,
    ...page(
      () => import('@/features/templates/pages/BrandTemplatesPage'),
      (m) => m.BrandTemplatesPage,
    ),
  },
  // The brand's address alone opens its page (docs/product.md#brands).
  { path: ROUTES.brandHome, element: <BrandHomeRedirect /> },
  {
    path: ROUTES.brandTasks,
    // The brand's overview or its tasks (project view mode): composed in app/.
    ...page(
      () => import('./BrandPage'),
      (m) => m.BrandPage,
    ),
  },
  {
    path: ROUTES.brandUsers,
    ...page(
      () => import('@/features/projects/pages/ProjectUsersPage'),
      (m) => m.ProjectUsersPage,
    ),
  },
  {
    path: ROUTES.brandIntegrations,
    ...page(
      () => import('@/features/integrations/pages/IntegrationsPage'),
      (m) => m.IntegrationsPage,
    ),
  },
  {
    path: ROUTES.brandUserAdd,
    ...page(
      () => import('@/features/projects/pages/ProjectUserAddPage'),
      (m) => m.ProjectUserAddPage,
    ),
  },
  ...brandSettingsRoutes,
  {
    path: ROUTES.userAdd,
    ...page(
      () => import('@/features/team/pages/UserAddPage'),
      (m) => m.UserAddPage,
    ),
  },
  {
    path: ROUTES.userEdit,
    ...page(
      () => import('@/features/team/pages/UserEditPage'),
      (m) => m.UserEditPage,
    ),
  },
  {
    path: ROUTES.myInvites,
    ...page(
      () => import('@/features/invites/pages/MyInvitesPage'),
      (m) => m.MyInvitesPage,
    ),
  },
  {
    path: ROUTES.profile,
    ...page(
      () => import('@/features/profile/pages/ProfilePage'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: ROUTES.accountSecurity,
    ...page(
      () => import('@/features/auth/pages/AccountSecurityPage'),
      (m) => m.AccountSecurityPage,
    ),
  },
  {
    path: ROUTES.notificationOpen,
    ...page(
      () => import('@/features/notifications/pages/NotificationOpenPage'),
      (m) => m.NotificationOpenPage,
    ),
  },
  {
    path: ROUTES.handoff,
    ...page(
      () => import('@/features/publishing/handoff/HandoffPage'),
      (m) => m.HandoffPage,
    ),
  },
  {
    path: ROUTES.verifySubscription,
    ...page(
      () => import('@/features/subscriptions/pages/VerifySubscriptionPage'),
      (m) => m.VerifySubscriptionPage,
    ),
  },
];

/** Public pages on the account card. */
const authRoutes: RouteObject[] = [
  {
    path: ROUTES.signin,
    ...page(
      () => import('@/features/auth/pages/SignInPage'),
      (m) => m.SignInPage,
    ),
  },
  {
    path: ROUTES.signup,
    ...page(
      () => import('@/features/auth/pages/SignUpPage'),
      (m) => m.SignUpPage,
    ),
  },
  {
    path: ROUTES.forgotPassword,
    ...page(
      () => import('@/features/auth/pages/ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: ROUTES.resetPassword,
    ...page(
      () => import('@/features/auth/pages/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: ROUTES.confirmEmail,
    ...page(
      () => import('@/features/auth/pages/ConfirmEmailPage'),
      (m) => m.ConfirmEmailPage,
    ),
  },
  {
    path: ROUTES.invite,
    ...page(
      () => import('@/features/invites/pages/InvitePage'),
      (m) => m.InvitePage,
    ),
  },
  {
    // OAuth consent (docs/product.md#mcp): signed in first, the app's request kept in `redirect`.
    element: <RequireAuth />,
    children: [
      {
        path: ROUTES.oauthAuthorize,
        ...page(
          () => import('@/features/oauth/pages/OAuthConsentPage'),
          (m) => m.OAuthConsentPage,
        ),
      },
    ],
  },
];

/** Other public pages. */
const publicRoutes: RouteObject[] = [
  {
    path: ROUTES.kitchenSync,
    ...page(
      () => import('@/features/public/pages/KitchenSyncPage'),
      (m) => m.KitchenSyncPage,
    ),
  },
  {
    path: ROUTES.ui,
    ...page(
      () => import('@/features/public/pages/UiTokensPage'),
      (m) => m.UiTokensPage,
    ),
  },
  {
    path: ROUTES.play,
    ...page(
      () => import('@/features/media/pages/PlayPage'),
      (m) => m.PlayPage,
    ),
  },
  {
    path: ROUTES.approve,
    ...page(
      () => import('@/features/approvals/pages/ApprovalPage'),
      (m) => m.ApprovalPage,
    ),
  },
  {
    path: ROUTES.portal,
    ...page(
      () => import('@/features/approvals/pages/PortalPage'),
      (m) => m.PortalPage,
    ),
  },
  {
    path: ROUTES.onboarding,
    ...page(
      () => import('@/features/onboarding/pages/OnboardingPage'),
      (m) => m.OnboardingPage,
    ),
  },
  {
    path: ROUTES.integrationSuccess,
    ...page(
      () => import('@/features/public/pages/IntegrationSuccessPage'),
      (m) => m.IntegrationSuccessPage,
    ),
  },
  {
    path: ROUTES.developers,
    ...page(
      () => import('@/features/developers/pages/DevelopersPage'),
      (m) => m.DevelopersPage,
    ),
  },
  {
    path: ROUTES.try,
    ...page(
      () => import('@/features/try/pages/TryPage'),
      (m) => m.TryPage,
    ),
  },
  {
    path: ROUTES.tryNextSteps,
    ...page(
      () => import('@/features/try/pages/TryNextStepsPage'),
      (m) => m.TryNextStepsPage,
    ),
  },
  {
    path: '*',
    ...page(
      () => import('@/features/public/pages/NotFoundPage'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** Browser-extension pages. */
const bexRoutes: RouteObject[] = [
  {
    path: ROUTES.bexOptions,
    ...page(
      () => import('@/features/extension/pages/BexOptionsPage'),
      (m) => m.BexOptionsPage,
    ),
  },
  {
    path: ROUTES.bexRecord,
    ...page(
      () => import('@/features/extension/pages/BexRecordPage'),
      (m) => m.BexRecordPage,
    ),
  },
  {
    path: ROUTES.bexEmpty,
    ...page(
      () => import('@/features/extension/pages/BexEmptyPage'),
      (m) => m.BexEmptyPage,
    ),
  },
  {
    path: ROUTES.bexTextHighlight,
    ...page(
      () => import('@/features/extension/pages/BexTextHighlightPage'),
      (m) => m.BexTextHighlightPage,
    ),
  },
  {
    path: ROUTES.bexPopup,
    ...page(
      () => import('@/features/extension/pages/BexPopupPage'),
      (m) => m.BexPopupPage,
    ),
    children: [
      {
        path: ROUTES.bexPopupNewTicket,
        ...page(
          () => import('@/features/extension/pages/BexNewTicketPage'),
          (m) => m.BexNewTicketPage,
        ),
      },
    ],
  },
  {
    path: ROUTES.bexDevtools,
    ...page(
      () => import('@/features/extension/pages/BexDevtoolsPage'),
      (m) => m.BexDevtoolsPage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: AppLoading,
    children: [
      { path: ROUTES.home, element: <Navigate to={ROUTES.dashboard} replace /> },
      {
        element: <RequireAuth />,
        children: [
          {
            ...page(mainLayout, (m) => m.MainLayout),
            children: [
              {
                ...page(
                  () => import('./guards/RequireWorkspace'),
                  (m) => m.RequireWorkspace,
                ),
                // A locked workspace sends its main screens to /expired (docs/product.md#trial-and-plans).
                children: [{ element: <RequirePlan />, children: signedInRoutes }],
              },
            ],
          },
        ],
      },
      // Task Details: no sign-in, no header (docs/product.md#screens-and-routes).
      {
        ...page(mainLayout, (m) => m.HeaderlessLayout),
        children: [
          {
            path: ROUTES.brandTask,
            ...page(
              () => import('@/features/tickets/pages/TaskDetailsPage'),
              (m) => m.TaskDetailsPage,
            ),
          },
        ],
      },
      {
        ...page(
          () => import('./layouts/AuthLayout'),
          (m) => m.AuthLayout,
        ),
        children: authRoutes,
      },
      {
        ...page(
          () => import('./layouts/BexLayout'),
          (m) => m.BexLayout,
        ),
        children: bexRoutes,
      },
      {
        ...page(
          () => import('./layouts/PublicLayout'),
          (m) => m.PublicLayout,
        ),
        children: publicRoutes,
      },
    ],
  },
];

/**
 * Fetches the code of every route `path` matches (layouts, guards, the page) without
 * navigating: what in-app links do on hover and focus (shared/lib/prefetch-route.ts). A chunk
 * that fails here is simply fetched again by the navigation.
 */
export function prefetchRouteCode(path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    const prefetch = route.lazy ? prefetchers.get(route.lazy) : undefined;
    if (prefetch) void prefetch().catch(() => undefined);
  }
}

export function createAppRouter() {
  registerRoutePrefetcher(prefetchRouteCode);
  return createBrowserRouter(routes);
}
