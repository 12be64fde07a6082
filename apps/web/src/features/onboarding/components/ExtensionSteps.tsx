import { Alert, Checkbox, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const STEPS = ['extensionStep1', 'extensionStep2', 'extensionStep3', 'extensionStep4'] as const;

/** The browser extension's install steps as a checklist; the extension itself is not released yet. */
export function ExtensionSteps() {
  const { t } = useTranslation();
  const [done, setDone] = useState<string[]>([]);
  return (
    <Stack gap="md">
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('ui.onboarding.extensionNote')}
      </Alert>
      <Checkbox.Group label={t('ui.onboarding.extensionSteps')} value={done} onChange={setDone}>
        <Stack gap="sm" mt="xs">
          {STEPS.map((step) => (
            <Checkbox key={step} value={step} label={t(`ui.onboarding.${step}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
