import '@/shared/i18n/parts/try';
import { TRIAL_DAYS } from '@expertos/domain/plans';
import { Button, Card, Center, Group, List, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingStore, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { tryDraftStore } from '@/shared/lib/try-draft-store';
import { useCurrentWorkspaceUid, useIsAuthenticated } from '@/shared/stores/use-session';
import { PageFrame } from '@/shared/ui/PageFrame';
import { getTryDraft } from '../api/try';
import { DraftView } from '../components/DraftView';

/**
 * /try/next-steps (public; docs/product.md#try): the draft made at /try and the way to keep it:
 * sign up, name the workspace, add the brand, and the draft goes into the brand's profile.
 * The draft is found by the address in the link, else by the one this browser kept.
 */
export function TryNextStepsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const draftUid = search.get('draft') ?? tryDraftStore.read()?.uid ?? null;
  const signedIn = useIsAuthenticated();
  const workspaceUid = useCurrentWorkspaceUid();
  const draft = useQuery({
    queryKey: ['try-drafts', draftUid],
    queryFn: () => getTryDraft(draftUid as string),
    enabled: Boolean(draftUid),
    retry: false,
  });
  // A draft opened from a link is the one to carry; one that is gone is forgotten.
  useEffect(() => {
    if (draft.data) tryDraftStore.keep(draft.data);
    if (draft.isError && tryDraftStore.read()?.uid === draftUid) tryDraftStore.clear();
  }, [draft.data, draft.isError, draftUid]);

  if (draftUid && draft.isPending)
    return (
      <PageFrame title={t('ui.pages.tryNextSteps')}>
        <Center py="xl">
          <Loader aria-label={t('ui.try.loadingDraft')} />
        </Center>
      </PageFrame>
    );

  if (!draft.data)
    return (
      <PageFrame title={t('ui.pages.tryNextSteps')}>
        <Card withBorder radius="lg" padding="lg" maw={560}>
          <Stack gap="md">
            <Text>{t('ui.try.noDraft')}</Text>
            <Group>
              <Button component={Link} to={paths.try()}>
                {t('ui.try.makeOne')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </PageFrame>
    );

  const name = draft.data.brand_name;
  const steps = [
    { icon: <IconUserPlus size={18} aria-hidden />, text: t('ui.try.stepSignUp', { days: TRIAL_DAYS }) },
    { icon: <IconUsersGroup size={18} aria-hidden />, text: t('ui.try.stepWorkspace') },
    { icon: <IconBuildingStore size={18} aria-hidden />, text: t('ui.try.stepBrand', { name }) },
  ];
  return (
    <PageFrame title={t('ui.pages.tryNextSteps')} subtitle={t('ui.try.nextIntro')}>
      <Stack gap="lg" maw={1100} w="100%">
        <Card withBorder radius="lg" padding="lg" maw={640}>
          <Stack gap="md">
            <List spacing="sm" center>
              {steps.map((step) => (
                <List.Item
                  key={step.text}
                  icon={
                    <ThemeIcon variant="light" size={30} radius="xl">
                      {step.icon}
                    </ThemeIcon>
                  }
                >
                  <Text size="sm">{step.text}</Text>
                </List.Item>
              ))}
            </List>
            <Group gap="sm">
              {signedIn ? (
                <Button
                  component={Link}
                  to={workspaceUid ? paths.brandAdd() : paths.onboarding()}
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                >
                  {t('ui.try.signedInAdd', { name })}
                </Button>
              ) : (
                <>
                  <Button
                    component={Link}
                    to={paths.signup({ redirect: paths.onboarding() })}
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                  >
                    {t('ui.try.signUp')}
                  </Button>
                  <Button
                    component={Link}
                    to={paths.signin({ redirect: paths.onboarding() })}
                    variant="default"
                  >
                    {t('ui.try.signIn')}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Card>
        <Title order={2} size="h4">
          {t('ui.try.resultTitle', { name })}
        </Title>
        <DraftView draft={draft.data} />
      </Stack>
    </PageFrame>
  );
}
