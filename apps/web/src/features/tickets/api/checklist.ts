import {
  type Checklist,
  type CreateChecklistItemInput,
  checklistSchema,
  type UpdateChecklistItemInput,
} from '@expertos/domain/checklist';
import { api } from '@/shared/api/client';

/** A ticket's checklist (docs/product.md#checklists-and-subtasks): every call answers the whole list. */
const checklistPath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}/checklist`;
const itemPath = (ticketUid: string, itemUid: string) =>
  `${checklistPath(ticketUid)}/${encodeURIComponent(itemUid)}`;

/** `GET /tickets/{id}/checklist`: the items in order, and how many are done. */
export function fetchChecklist(ticketUid: string, signal?: AbortSignal): Promise<Checklist> {
  return api.get(checklistPath(ticketUid), { schema: checklistSchema, signal });
}

/** `POST /tickets/{id}/checklist`: a new item, at the end unless `position` says where (409 `checklist_full`). */
export function addChecklistItem(ticketUid: string, body: CreateChecklistItemInput): Promise<Checklist> {
  return api.post(checklistPath(ticketUid), { body, schema: checklistSchema });
}

/** `PATCH /tickets/{id}/checklist/{itemId}`: ticks, unticks, renames, assigns or dates one item. */
export function updateChecklistItem(
  ticketUid: string,
  itemUid: string,
  body: UpdateChecklistItemInput,
): Promise<Checklist> {
  return api.patch(itemPath(ticketUid, itemUid), { body, schema: checklistSchema });
}

/** `DELETE /tickets/{id}/checklist/{itemId}`. */
export function deleteChecklistItem(ticketUid: string, itemUid: string): Promise<Checklist> {
  return api.delete(itemPath(ticketUid, itemUid), { schema: checklistSchema });
}

/** `PUT /tickets/{id}/checklist/order`: every item's uid once, in the new order. */
export function reorderChecklist(ticketUid: string, order: string[]): Promise<Checklist> {
  return api.put(`${checklistPath(ticketUid)}/order`, { body: { order }, schema: checklistSchema });
}
