import type { Workspace } from '@expertos/domain/workspace.schema';
import {
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingStore,
  IconCircleCheck,
  IconPlus,
  IconPuzzle,
} from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { safeRedirect } from '@/shared/lib/redirect';
import { loadWorkspaceSession } from '@/shared/session/workspace-session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useIsAuthenticated } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ContinueToWorkspace } from '../components/ContinueToWorkspace';
import { CreateWorkspaceForm } from '../components/CreateWorkspaceForm';
import { ExtensionSteps } from '../components/ExtensionSteps';

const MAX_WIDTH = 920;

function StepCard({
  step,
  title,
  text,
  icon,
  children,
}: {
  step: number;
  title: string;
  text?: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('ui.onboarding.step', { step, total: 3 })}
            </Text>
            <Title order={2} size="h4">
              {title}
            </Title>
          </Stack>
        </Group>
        {text && (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

function SignedOut() {
  const { t } = useTranslation();
  const back = { redirect: paths.onboarding() };
  return (
    <Card withBorder radius="lg" padding="lg" maw={520}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('ui.onboarding.signedOutTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ui.onboarding.signedOutText')}
        </Text>
        <Group>
          <Button component={Link} to={paths.signup(back)}>
            {t('ui.auth.signUp')}
          </Button>
          <Button component={Link} to={paths.signin(back)} variant="default">
            {t('ui.auth.signIn')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function NextSteps({ workspace, next }: { workspace: Workspace; next: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group gap="sm" role="status" wrap="nowrap" align="flex-start">
        <IconCircleCheck
          size={22}
          color="var(--mantine-color-teal-7)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Text fw={600}>{t('ui.onboarding.created', { name: workspace.name })}</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <StepCard
          step={2}
          title={t('ui.onboarding.brandTitle')}
          text={t('ui.onboarding.brandText')}
          icon={<IconBuildingStore size={22} aria-hidden />}
        >
          <Group>
            <Button component={Link} to={paths.brandAdd()} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('ui.onboarding.addBrand')}
            </Button>
          </Group>
        </StepCard>
        <StepCard
          step={3}
          title={t('ui.onboarding.extensionTitle')}
          icon={<IconPuzzle size={22} aria-hidden />}
        >
          <ExtensionSteps />
        </StepCard>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          component={Link}
          to={next ?? paths.dashboard()}
          variant="default"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {next ? t('ui.onboarding.continue') : t('ui.onboarding.toDashboard')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /onboarding (public; docs/product.md#screens-and-routes): the first run after sign-up, and
 * "Create workspace" later. Creates the workspace (the user becomes owner and admin), then
 * offers the first brand and the browser extension's install steps, and continues to `redirect`
 * (the page first asked for) or the dashboard. Signed out, it asks for an account. Someone who
 * already belongs to a workspace is first offered to continue to it (`?new=true` skips that: the
 * switcher's "Create workspace").
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const sessionChecked = useAuthStore((state) => state.sessionChecked);
  const authenticated = useIsAuthenticated();
  const [created, setCreated] = useState<Workspace | null>(null);
  const [search] = useSearchParams();
  // The page first asked for, when the start-up routing sent the user here from it.
  const next = safeRedirect(search.get('redirect'));
  const joined = useWorkspaceStore((state) => state.workspaces).filter((item) => item.status === 'joined');
  const listStatus = useWorkspaceStore((state) => state.status);
  const [createAnother, setCreateAnother] = useState(search.get('new') === 'true');
  const startCreating = useCallback(() => setCreateAnother(true), []);
  // A direct visit: learn whether the user already has a workspace (the form shows meanwhile).
  useEffect(() => {
    if (authenticated && listStatus === 'idle') void loadWorkspaceSession();
  }, [authenticated, listStatus]);

  let content: ReactNode;
  if (!authenticated && !sessionChecked) {
    content = (
      <Center py="xl">
        <Loader aria-label={t('ui.loading')} />
      </Center>
    );
  } else if (!authenticated) {
    content = <SignedOut />;
  } else if (created) {
    content = <NextSteps workspace={created} next={next} />;
  } else if (joined.length > 0 && !createAnother) {
    content = (
      <ContinueToWorkspace workspaces={joined} next={next} onCreateAnother={() => setCreateAnother(true)} />
    );
  } else {
    content = (
      <StepCard
        step={1}
        title={t('ui.onboarding.workspaceTitle')}
        text={t('ui.onboarding.workspaceText')}
        icon={<IconBuildingStore size={22} aria-hidden />}
      >
        {/* Once the user types a name, a workspace list that arrives late does not take the form away. */}
        <CreateWorkspaceForm onCreated={setCreated} onStarted={startCreating} />
        {joined.length > 0 && (
          <Group>
            <Button variant="subtle" onClick={() => setCreateAnother(false)}>
              {t('ui.onboarding.backToMine')}
            </Button>
          </Group>
        )}
      </StepCard>
    );
  }

  return (
    <PageFrame title={t('ui.pages.onboarding')} subtitle={t('ui.onboarding.intro')}>
      <Stack maw={created ? MAX_WIDTH : 560} w="100%">
        {content}
        {authenticated && !created && (joined.length === 0 || createAnother) && (
          <Text size="sm" c="dimmed">
            {t('ui.onboarding.nextUp')}
          </Text>
        )}
      </Stack>
    </PageFrame>
  );
}
