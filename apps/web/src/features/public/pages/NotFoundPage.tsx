import { MESSAGES } from '@expertos/domain/messages';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

/** The HTTP status, shown large: a number, the same in every language. */
const NOT_FOUND_STATUS = 404;

/** Any path the route table does not know (docs/product.md#screens-and-routes). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const title = t('messages.notFoundTitle', { defaultValue: MESSAGES.notFoundTitle });
  useDocumentTitle(title);
  return (
    <Stack align="center" gap="md" py={{ base: 48, sm: 96 }} ta="center">
      <Text fw={800} fz={72} lh={1} c="brand.6" aria-hidden>
        {NOT_FOUND_STATUS}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('messages.notFoundText', { defaultValue: MESSAGES.notFoundText })}
      </Text>
      <Button component={Link} to={paths.home()} leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {t('ui.notFound.home')}
      </Button>
    </Stack>
  );
}
