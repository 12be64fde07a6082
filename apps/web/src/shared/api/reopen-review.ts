import { isApiError } from '@expertos/api-client/api-error';
import { i18n } from '@/shared/i18n/i18n';
import { confirm } from '@/shared/ui/confirm/confirm-store';

/**
 * Makes a change of a post; when the post is approved and the change touches its locked content
 * (409 `post_locked_approved`, docs/product.md#approvals), asks "This post is approved — edit it
 * anyway?" and, if so, makes it again reopening its review. Declined, the refusal is thrown.
 */
export async function withReopenReview<T>(change: (reopen: boolean) => Promise<T>): Promise<T> {
  try {
    return await change(false);
  } catch (error) {
    if (!isApiError(error) || error.code !== 'post_locked_approved') throw error;
    const fields = (error.details ?? [])
      .map((detail) => i18n.t(`ui.tickets.locked.fields.${detail.path}`, { defaultValue: detail.path }))
      .join(', ');
    const reopen = await confirm({
      title: i18n.t('ui.tickets.locked.title'),
      message: i18n.t('ui.tickets.locked.text', { fields }),
      ok: i18n.t('ui.tickets.locked.ok'),
    });
    if (!reopen) throw error;
    return change(true);
  }
}
