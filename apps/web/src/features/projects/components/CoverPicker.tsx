import { AVATAR_MIME_TYPES } from '@expertos/domain/profile.schema';
import { PROJECT_COVER_MAX_BYTES } from '@expertos/domain/project.schema';
import { Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The image types the server takes for covers (it sniffs the bytes): those it takes for avatars. */
export const COVER_MIME_TYPES = AVATAR_MIME_TYPES;
const ACCEPT = COVER_MIME_TYPES.join(',');
const TYPE_NAMES = COVER_MIME_TYPES.map((type) => type.split('/')[1]?.toUpperCase()).join(', ');
const MAX_MB = PROJECT_COVER_MAX_BYTES / (1024 * 1024);

/** Why a picked file cannot be a cover (an i18n key), or null when it can. */
export function coverProblem(
  file: File,
): 'errors.unsupported_media_type' | 'errors.attachment_too_large' | null {
  if (!(COVER_MIME_TYPES as readonly string[]).includes(file.type)) return 'errors.unsupported_media_type';
  if (file.size > PROJECT_COVER_MAX_BYTES) return 'errors.attachment_too_large';
  return null;
}

function objectUrl(file: File | null): string | null {
  return file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

export interface CoverPickerProps {
  /** The cover the brand has now (edit). */
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}

/**
 * Picks a cover image, checked before anything is sent: an image type the server accepts, at
 * most 5 MB. It is uploaded after the brand is saved.
 */
export function CoverPicker({ currentUrl, file, onChange }: CoverPickerProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  useEffect(() => {
    const url = objectUrl(file);
    setPreview(url);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const pick = (picked: File | null) => {
    resetRef.current?.();
    if (!picked) return;
    const problem = coverProblem(picked);
    setError(problem ? t(problem) : null);
    if (!problem) onChange(picked);
  };

  const shown = preview ?? (file ? null : currentUrl);
  return (
    <Input.Wrapper
      label={t('ui.projects.cover')}
      description={t('ui.projects.coverHint', { types: TYPE_NAMES, size: MAX_MB })}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        <Box
          h={140}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
            border: '1px dashed var(--mantine-color-gray-4)',
            background: 'var(--mantine-color-gray-0)',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {shown ? (
            <Image src={shown} alt={t('ui.projects.coverPreview')} h={140} w="100%" fit="cover" />
          ) : (
            <Stack gap={4} align="center" c="dimmed">
              <IconPhoto size={28} aria-hidden />
              {file && (
                <Text size="xs" c="dimmed">
                  {file.name}
                </Text>
              )}
            </Stack>
          )}
        </Box>
        <Group gap="xs">
          <FileButton onChange={pick} accept={ACCEPT} resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden />}
              >
                {file || currentUrl ? t('ui.projects.coverChange') : t('ui.projects.coverPick')}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => {
                setError(null);
                onChange(null);
              }}
            >
              {t('ui.projects.coverRemove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
