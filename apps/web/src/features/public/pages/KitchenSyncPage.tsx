import '@/shared/i18n/parts/design-pages';
import { Anchor, Group } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { AutosaveDemo, LimitsDemo } from '../components/kitchen/AutosaveDemos';
import { ConfirmDemo, LoadingDemo, TaskDialogDemo } from '../components/kitchen/DialogsDemo';
import {
  EmailFieldDemo,
  EmptyStateDemo,
  FormAlertDemo,
  LanguageSelectDemo,
  PageFrameDemo,
  QueryErrorDemo,
  ScopeLevelsDemo,
  SectionCardDemo,
  StatusNoticeDemo,
} from '../components/kitchen/KitDemos';
import { NotificationsDemo } from '../components/kitchen/NotificationsDemo';
import { PinsDemo } from '../components/kitchen/PinsDemo';

/** The sections in page order, for the contents: [section id, title]. */
const CONTENTS: [string, string][] = [
  ['kitchen-page', 'Page frame'],
  ['kitchen-section-card', 'Section card'],
  ['kitchen-empty', 'Empty state'],
  ['kitchen-form-alert', 'Form alert'],
  ['kitchen-query-error', 'Query error'],
  ['kitchen-email', 'E-mail field'],
  ['kitchen-language', 'Language picker'],
  ['kitchen-scopes', 'Access per resource'],
  ['kitchen-autosave', 'Autosave'],
  ['kitchen-limits', 'Length limits'],
  ['kitchen-notifications', 'Notifications'],
  ['kitchen-offline', 'Offline notice'],
  ['kitchen-confirm', 'Confirm dialog'],
  ['kitchen-loading', 'Loading overlay'],
  ['kitchen-task-dialog', 'Task-details dialog'],
  ['kitchen-pins', 'Pins on an image'],
];

/**
 * Moves to a section without a navigation: the router scrolls to the top on every location
 * change (docs/product.md#screens-and-routes), a hash included. The heading takes the focus, so
 * Tab goes on from there.
 */
function goTo(event: MouseEvent, id: string) {
  event.preventDefault();
  document.getElementById(`${id}-section`)?.scrollIntoView();
  document.getElementById(id)?.focus({ preventScroll: true });
}

/**
 * /kitchen-sync: every shared UI-kit component (apps/web/src/shared/ui) in each of its states
 * — default, loading, empty, error, disabled, long text and a phone's width — plus the
 * dialogs and notifications live (docs/product.md#screens-and-routes).
 */
export function KitchenSyncPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ui.pages.kitchenSync')} subtitle={t('ui.kitchen.subtitle')}>
      <nav aria-label={t('ui.kitchen.contents')}>
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {CONTENTS.map(([id, title]) => (
            <li key={id}>
              <Anchor href={`#${id}-section`} size="sm" onClick={(event) => goTo(event, id)}>
                {title}
              </Anchor>
            </li>
          ))}
        </Group>
      </nav>
      <PageFrameDemo />
      <SectionCardDemo />
      <EmptyStateDemo />
      <FormAlertDemo />
      <QueryErrorDemo />
      <EmailFieldDemo />
      <LanguageSelectDemo />
      <ScopeLevelsDemo />
      <AutosaveDemo />
      <LimitsDemo />
      <NotificationsDemo />
      <StatusNoticeDemo />
      <ConfirmDemo />
      <LoadingDemo />
      <TaskDialogDemo />
      <PinsDemo />
    </PageFrame>
  );
}
