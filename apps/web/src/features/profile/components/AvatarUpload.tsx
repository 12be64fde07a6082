import '@/shared/i18n/parts/profile';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type Profile } from '@expertos/domain/profile.schema';
import { Avatar, Box, Button, FileButton, Loader, Overlay, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { uploadAvatar } from '../api/profile';

const ACCEPT = AVATAR_MIME_TYPES.join(',');
const TYPE_NAMES = AVATAR_MIME_TYPES.map((type) => type.split('/')[1]?.toUpperCase()).join(', ');
const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
const SIZE = 96;

/** A local preview of the picked file; jsdom and old browsers have no object URLs. */
function previewUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

export interface AvatarUploadProps {
  profile: Profile;
  onUploaded: (profile: Profile) => void;
}

/**
 * The profile picture: shows the current one (or initials), checks a picked file's type and
 * size before sending it (the server checks again), previews it while it uploads.
 */
export function AvatarUpload({ profile, onUploaded }: AvatarUploadProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const resetRef = useRef<() => void>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onPick = async (file: File | null) => {
    // Cleared at once, so picking the same file again still counts as a change.
    resetRef.current?.();
    if (!file) return;
    if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
      setError(t('errors.unsupported_media_type'));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setError(t('errors.attachment_too_large'));
      return;
    }
    setError(null);
    setPreview(previewUrl(file));
    setPending(true);
    try {
      onUploaded(await uploadAvatar(file));
      notify({ type: 'positive', message: t('ui.profile.avatarSaved') });
    } catch (failure) {
      setError(errorText(failure));
      setPreview(null);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="xs" align="center" w={{ base: '100%', sm: 180 }}>
      <Box pos="relative" w={SIZE} h={SIZE} style={{ borderRadius: '50%', overflow: 'hidden' }}>
        <Avatar
          src={preview ?? profile.avatar_url}
          name={profile.name || profile.email}
          color="initials"
          size={SIZE}
          radius={SIZE}
          alt={t('ui.profile.avatar')}
        />
        {pending && (
          <Overlay center backgroundOpacity={0.45} color="#fff" radius={SIZE}>
            <Loader size="sm" aria-label={t('ui.profile.avatarUploading')} />
          </Overlay>
        )}
      </Box>
      <FileButton onChange={onPick} accept={ACCEPT} resetRef={resetRef} disabled={pending}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            loading={pending}
            leftSection={<IconUpload size={14} aria-hidden />}
          >
            {t('ui.profile.avatarUpload')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center">
        {t('ui.profile.avatarHint', { types: TYPE_NAMES, size: MAX_MB })}
      </Text>
      {error && (
        <Text size="xs" c="red" ta="center" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
