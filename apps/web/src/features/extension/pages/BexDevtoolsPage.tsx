import { bugReport } from '@expertos/domain/extension';
import { TICKET_TEXT_MAX } from '@expertos/domain/ticket.schema';
import { Code, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { errorLines, requestLines } from '../components/bug-lines';
import { CaptureGate } from '../components/CaptureGate';
import { CaptureTicketForm } from '../components/CaptureTicketForm';

/**
 * /bex/devtools: a bug ticket with a page's address, its console errors and its failed
 * requests (docs/product.md#extension). The extension's devtools panel fills them in itself;
 * here they are pasted, and the same report is made of them.
 */
export function BexDevtoolsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [url, setUrl] = useState(search.get('url') ?? '');
  const [errors, setErrors] = useState('');
  const [requests, setRequests] = useState('');
  const report = bugReport({
    url,
    consoleErrors: errorLines(errors),
    failedRequests: requestLines(requests),
    maxChars: TICKET_TEXT_MAX,
  });
  const webUrl = /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null;
  return (
    <PageFrame title={t('ui.pages.bexDevtools')} subtitle={t('ui.extension.devtoolsIntro')}>
      <Stack gap="sm">
        <TextInput
          label={t('ui.extension.bugPage')}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
        />
        <Textarea
          label={t('ui.extension.bugErrors')}
          autosize
          minRows={2}
          value={errors}
          onChange={(e) => setErrors(e.currentTarget.value)}
        />
        <Textarea
          label={t('ui.extension.bugRequests')}
          description={t('ui.extension.bugRequestsHint')}
          autosize
          minRows={2}
          value={requests}
          onChange={(e) => setRequests(e.currentTarget.value)}
        />
        <Code block aria-label={t('ui.extension.bugReport')}>
          {report}
        </Code>
        <CaptureGate>
          {/* Keyed by the page: its address is the ticket's source, filled in as it is typed. */}
          <CaptureTicketForm
            key={webUrl ?? ''}
            captured={{ url: webUrl, title: null, selection: null }}
            summary={t('ui.extension.bugSummary')}
            description={report}
          />
        </CaptureGate>
      </Stack>
    </PageFrame>
  );
}
