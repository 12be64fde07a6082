import '@/shared/i18n/parts/approvals';
import { isApiError } from '@expertos/api-client/api-error';
import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryError } from '@/shared/ui/QueryError';
import { useApprovalPage, useDecide } from '../api/approvals';
import { ApprovalPostCard } from '../components/ApprovalPostCard';

/**
 * /approve/{token}: an approval link's page (docs/product.md#approval-links). No sign-in: the
 * token is the permission. Each post shows as it will appear, with the brand check's findings,
 * and takes a decision (approve, reject, ask for changes with a comment).
 */
export function ApprovalPage() {
  const { t } = useTranslation();
  const k = 'ui.approvals.page' as const;
  const { token = '' } = useParams();
  const page = useApprovalPage(token);
  const decide = useDecide(token);

  if (page.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t(`${k}.loading`)}>
        <Loader />
      </Center>
    );
  }
  if (page.isError) {
    return (
      <Container size="sm" py="xl">
        {isApiError(page.error) && page.error.status === 404 ? (
          <EmptyState
            icon={<IconLinkOff size={32} aria-hidden />}
            title={t(`${k}.invalidTitle`)}
            description={errorText(page.error)}
          />
        ) : (
          <QueryError
            message={t(`${k}.loading`)}
            error={page.error}
            onRetry={() => void page.refetch()}
            retrying={page.isRefetching}
          />
        )}
      </Container>
    );
  }

  const view = page.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t(`${k}.title`, { brand: view.brand })}</Title>
          <Text c="dimmed">
            {view.sender ? t(`${k}.intro`, { sender: view.sender }) : t(`${k}.introNoSender`)}
          </Text>
          {view.message && (
            <Text style={{ whiteSpace: 'pre-wrap' }}>
              {t('ui.approvals.quote', { comment: view.message })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t(`${k}.until`, { when: formatDateTime(view.expires_at) })}
          </Text>
        </Stack>
        {view.posts.map((post) => (
          <ApprovalPostCard
            key={post.key}
            post={post}
            busy={decide.isPending && decide.variables?.key === post.key}
            error={decide.variables?.key === post.key ? decide.error : null}
            onDecide={(decision, comment) =>
              decide.mutate({ key: post.key, body: { decision, ...(comment ? { comment } : {}) } })
            }
          />
        ))}
      </Stack>
    </Container>
  );
}
