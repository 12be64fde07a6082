import '@/shared/i18n/parts/brand-settings';
import { Alert, NumberInput, Textarea, TextInput } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlots } from '@/shared/ui/slots';
import { StepForm } from '../StepForm';
import type { StepProps } from '../step-context';
import { useProfileStep } from '../use-profile-step';
import { numberOrNull, textOrNull } from './num';

interface InstagramDraft {
  username: string;
  followers: number | null;
  website: string;
  biography: string;
}

/** The integrations note of the steps that will read an account once it is connected. */
export function IntegrationsNote({ text }: { text: string }) {
  return (
    <Alert variant="light" color="gray" icon={<IconPlugConnected size={18} aria-hidden />}>
      {text}
    </Alert>
  );
}

/**
 * Connect Instagram: the brand's connected Instagram and YouTube (a slot of the social feature,
 * which fills the fields below from the account), and the account's fields, which can still be
 * typed in by hand (docs/product.md#instagram-and-youtube-import).
 */
export function ConnectInstagramStep(props: StepProps) {
  const { t } = useTranslation();
  const slots = useSlots();
  const account = props.project.instagram_account;
  const { draft, save, submit } = useProfileStep<InstagramDraft>(
    props,
    {
      username: account?.username ?? '',
      followers: account?.followers ?? null,
      website: account?.website ?? '',
      biography: account?.biography ?? '',
    },
    (value) => ({
      instagram_account:
        value.username.trim() === '' &&
        value.followers === null &&
        !value.website.trim() &&
        !value.biography.trim()
          ? null
          : {
              username: value.username,
              followers: value.followers,
              website: textOrNull(value.website),
              biography: value.biography.trim(),
            },
    }),
  );
  const v = draft.value;
  return (
    <StepForm canEdit={props.canEdit} dirty={draft.dirty} save={save} onSubmit={() => void submit()}>
      {slots.brandConnect.length === 0 ? (
        <IntegrationsNote text={t('ui.brandSettings.integrationsNote')} />
      ) : (
        slots.brandConnect.map((Section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
          <Suspense key={i} fallback={null}>
            <Section
              workspaceUid={props.workspaceUid}
              projectUid={props.project.uid}
              canEdit={props.canEdit}
            />
          </Suspense>
        ))
      )}
      <TextInput
        label={t('ui.brandSettings.instagram.username')}
        placeholder={t('ui.brandSettings.instagram.usernamePlaceholder')}
        leftSection="@"
        value={v.username}
        onChange={(event) => draft.patch({ username: event.currentTarget.value })}
        maxLength={31}
      />
      <NumberInput
        label={t('ui.brandSettings.instagram.followers')}
        value={v.followers ?? ''}
        onChange={(value) => draft.patch({ followers: numberOrNull(value) })}
        min={0}
        allowDecimal={false}
        thousandSeparator=","
      />
      <TextInput
        label={t('ui.brandSettings.instagram.website')}
        placeholder="https://"
        type="url"
        value={v.website}
        onChange={(event) => draft.patch({ website: event.currentTarget.value })}
      />
      <Textarea
        label={t('ui.brandSettings.instagram.biography')}
        autosize
        minRows={2}
        maxLength={300}
        value={v.biography}
        onChange={(event) => draft.patch({ biography: event.currentTarget.value })}
      />
    </StepForm>
  );
}
