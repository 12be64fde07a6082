import type { Profile } from '@expertos/domain/profile.schema';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { setViewerTimeZone } from '@/shared/session/viewer-zone';
import { notify } from '@/shared/ui/notify/notify-store';
import { updateMe } from '../api/profile';

/**
 * Saves the person's zone and counts their days in it from now on. Apart from the card's picker:
 * the banner every signed-in screen may show saves with it, and the picker (a searchable select of
 * every zone) stays out of the first screen's code.
 */
export function useSaveTimeZone(onSaved: (profile: Profile) => void) {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (time_zone: string) => updateMe({ time_zone }),
    onSuccess: (saved) => {
      setViewerTimeZone(saved.time_zone);
      onSaved(saved);
      notify({ type: 'positive', message: i18n.t('ui.timeZone.saved', { zone: saved.time_zone ?? '' }) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
}
