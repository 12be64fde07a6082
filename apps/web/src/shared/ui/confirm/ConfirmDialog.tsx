import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { type ConfirmChoice, type ConfirmRequest, confirmStore, settleConfirm } from './confirm-store';

/**
 * Whether the typed text matches the name to type: spaces around it do not count, letter case
 * does (the user copies the name as shown).
 */
export function typedNameMatches(typed: string, name: string): boolean {
  return typed.trim() === name.trim();
}

/** A question's answers (`choose`), one under the other, the first focused; Cancel last. */
function Choices({ request, choices }: { request: ConfirmRequest; choices: readonly ConfirmChoice[] }) {
  return (
    <>
      <Text mb="lg">{request.message}</Text>
      <Stack gap="xs">
        {choices.map((choice, index) => (
          <Button
            key={choice.value}
            fullWidth
            // The first is the likely answer; a destructive one stays red wherever it is.
            variant={index === 0 ? 'filled' : choice.danger ? 'light' : 'default'}
            color={choice.danger ? 'red' : undefined}
            data-autofocus={index === 0 ? true : undefined}
            onClick={() => settleConfirm(request.id, choice.value)}
          >
            {choice.label}
          </Button>
        ))}
        <Button fullWidth variant="subtle" onClick={() => settleConfirm(request.id, false)}>
          {request.cancel}
        </Button>
      </Stack>
    </>
  );
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
 * or the name field when the name must be typed first. A `choose()` question shows its answers
 * in place of Ok, the first one focused.
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
      {request?.choices ? (
        <Choices key={request.id} request={request} choices={request.choices} />
      ) : (
        request && <Body key={request.id} request={request} />
      )}
    </Modal>
  );
}
