import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { CaptureGate } from '../components/CaptureGate';
import { CaptureTicketForm } from '../components/CaptureTicketForm';
import { capturedFrom } from '../components/capture';

/**
 * /bex/text-highlight: "Create ticket" from text selected on any page (`text`, `url`, `title`
 * on the address); the selection becomes the reference content with its source link.
 */
export function BexTextHighlightPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const captured = capturedFrom(search);
  return (
    <PageFrame title={t('ui.pages.bexTextHighlight')}>
      <Text size="sm" c="dimmed">
        {captured.selection ? t('ui.extension.highlightIntro') : t('ui.extension.nothingSelected')}
      </Text>
      <CaptureGate>
        <CaptureTicketForm captured={captured} />
      </CaptureGate>
    </PageFrame>
  );
}
