import { LANGUAGE_NAMES, type Language } from '@expertos/domain/languages';
import type { Profile } from '@expertos/domain/profile.schema';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { applyLanguage, browserLanguage } from '@/shared/i18n/language';
import { LanguageSelect } from '@/shared/ui/LanguageSelect';
import { notify } from '@/shared/ui/notify/notify-store';
import { SectionCard } from '@/shared/ui/SectionCard';
import { updateMe } from '../api/profile';

/**
 * The person's language (docs/product.md#languages): kept on their profile, so every device they
 * sign in on speaks it; "Automatic" follows the browser. The app changes at once, no reload.
 */
export function LanguageCard({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useMutation({
    mutationFn: (language: Language | null) => updateMe({ language }),
    onSuccess: async (saved) => {
      onSaved(saved);
      const shown = saved.language ?? browserLanguage();
      await applyLanguage(shown, { remember: saved.language });
      // Said in the language just chosen (the hook's own t is this render's).
      notify({ type: 'positive', message: i18n.t('ui.language.saved', { name: LANGUAGE_NAMES[shown] }) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  return (
    <SectionCard title={t('ui.language.title')} intro={t('ui.language.intro')}>
      <LanguageSelect
        label={t('ui.language.label')}
        automatic
        value={save.isPending ? (save.variables ?? null) : profile.language}
        onChange={(language) => save.mutate(language)}
        disabled={save.isPending}
        maw={360}
      />
    </SectionCard>
  );
}
