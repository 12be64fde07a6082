import { Button, Group, Modal, Text } from '@mantine/core';
import { useStore } from 'zustand';
import { confirmStore, settleConfirm } from './confirm-store';

/** The open `confirm()` request as a dialog. Esc and the close button cancel; Ok has the focus. */
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
      {request && (
        <>
          <Text mb="lg">{request.message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => settleConfirm(request.id, false)}>
              {request.cancel}
            </Button>
            <Button data-autofocus onClick={() => settleConfirm(request.id, true)}>
              {request.ok}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
