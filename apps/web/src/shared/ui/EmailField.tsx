import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The e-mail field of every form: the right keyboard, autofill and label. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextInputProps, 'label' | 'type'>>(
  (props, ref) => {
    const { t } = useTranslation();
    return (
      <TextInput
        ref={ref}
        label={t('ui.auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...props}
      />
    );
  },
);
EmailField.displayName = 'EmailField';
