import '@/shared/i18n/parts/profile';
import type { Profile } from '@expertos/domain/profile.schema';
import { Card, Flex, Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/stores/auth-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { useSlots } from '@/shared/ui/slots';
import { meQueryKey, meQueryOptions } from '../api/profile';
import { AvatarUpload } from '../components/AvatarUpload';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { LanguageCard } from '../components/LanguageCard';
import { ProfileDetailsForm } from '../components/ProfileDetailsForm';
import { TimeZoneCard } from '../components/TimeZoneCard';

const MAX_WIDTH = 880;

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-busy="true" aria-label={t('ui.loading')}>
      <Flex gap="xl" direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'flex-start' }}>
        <Skeleton circle height={96} />
        <Stack gap="md" style={{ flex: 1 }} w="100%">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      </Flex>
    </Card>
  );
}

/** /profile: the signed-in user's own name, picture, job title, industry, skills and password. */
export function ProfilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const slots = useSlots();

  const onSaved = (profile: Profile) => {
    queryClient.setQueryData(meQueryKey, profile);
    // The header's user menu shows the name and picture from the auth store.
    useAuthStore.getState().updateUser({ name: profile.name, avatarUrl: profile.avatar_url });
  };

  return (
    <PageFrame title={t('ui.pages.profile')}>
      <Stack gap="lg" maw={MAX_WIDTH} w="100%">
        {me.isPending && <ProfileSkeleton />}
        {me.isError && (
          <QueryError
            message={t('ui.profile.loadError')}
            error={me.error}
            onRetry={() => void me.refetch()}
            retrying={me.isFetching}
            retryLabel={t('ui.profile.retry')}
          />
        )}
        {me.data && (
          <>
            <SectionCard title={t('ui.profile.details')} intro={t('ui.profile.detailsIntro')}>
              <Flex
                gap="xl"
                direction={{ base: 'column', sm: 'row' }}
                align={{ base: 'stretch', sm: 'flex-start' }}
              >
                <AvatarUpload profile={me.data} onUploaded={onSaved} />
                {/* Keyed by the profile: a reload after saving starts the form afresh. */}
                <ProfileDetailsForm key={me.data.id} profile={me.data} onSaved={onSaved} />
              </Flex>
            </SectionCard>
            <LanguageCard profile={me.data} onSaved={onSaved} />
            <TimeZoneCard profile={me.data} onSaved={onSaved} />
            <SectionCard title={t('ui.profile.password')} intro={t('ui.profile.passwordIntro')}>
              <ChangePasswordForm email={me.data.email} />
            </SectionCard>
            {slots.profileSections.map((Slot, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
              <Suspense key={index} fallback={null}>
                <Slot />
              </Suspense>
            ))}
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
