/**
 * Test data for the list views: the shared builders (packages/domain/src/testing), under the
 * names the tests use. `aRow({ id: 7 })` is `t7`, "Ticket 7", a To Do task of brand Acme.
 */

export { ADA as ada, GRACE as grace } from '@expertos/domain/testing/people';
export {
  aTicket,
  aTicketListItem as aRow,
  someTicketListItems as rows,
} from '@expertos/domain/testing/tickets';
