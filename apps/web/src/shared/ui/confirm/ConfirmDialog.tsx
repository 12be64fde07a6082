import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { type ConfirmRequest, confirmStore, settleConfirm } from './confirm-store';

/**
 * Whether the typed text matches the name to type: spaces around it do not count, letter case
 * does (the user copies the name as shown).
 */
export function typedNameMatches(typed: string, name: string): boolean {
  return typed.trim() === name.trim();
}

function Body({ request }: { request: ConfirmRequest }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const name = request.typeToConfirm;
  const ready = name === null || typedNameMatches(typed, name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) settleConfirm(request.id, true);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Text mb="lg">{request.message}</Text>
      {name !== null && (
        <TextInput
          mb="lg"
          label={t('ui.confirm.typeName', { name })}
          description={t('ui.confirm.typeNameHint')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => settleConfirm(request.id, false)}>
          {request.cancel}
        </Button>
        <Button
          type="submit"
          color={request.danger ? 'red' : undefined}
          disabled={!ready}
          data-autofocus={name === null ? true : undefined}
        >
          {request.ok}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The open `confirm()` request as a dialog. Esc and the close button cancel; Ok has the focus,
 * or the name field when the name must be typed first.
 */
export function ConfirmDialog() {
  const request = useStore(confirmStore, (state) => state.queue[0]);
  return (
    <Modal
      opened={request !== undefined}
      onClose={() => request && settleConfirm(request.id, false)}
      title={request?.title}
      centered
      closeOnEscape
      trapFocus
      returnFocus
      zIndex={300}
    >
      {/* Keyed: the queue's next request starts with an empty name field. */}
      {request && <Body key={request.id} request={request} />}
    </Modal>
  );
}
