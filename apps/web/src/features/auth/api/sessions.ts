import { endOtherSessions, endSession, listSessions } from '@expertos/api-client/sessions';
import { api } from '@/shared/api/client';

/** Where the person is signed in (docs/product.md#sessions). */
export const sessionsQueryKey = ['me', 'sessions'] as const;
export const fetchSessions = () => listSessions(api);
export const signOutSession = (sessionId: string) => endSession(api, sessionId);
export const signOutOthers = () => endOtherSessions(api);
