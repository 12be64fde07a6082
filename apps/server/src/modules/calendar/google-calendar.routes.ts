import { DRIVE_READ_SCOPE } from '@expertos/domain/asset-drive';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  chooseGoogleCalendarSchema,
  GOOGLE_CALENDAR_CALLBACK_PATH,
  GOOGLE_CALENDAR_PARAM_MAX,
  GOOGLE_CALENDAR_RESULT_PARAM,
  GOOGLE_CALENDAR_STATE_TTL_MS,
  googleCalendarConnectStartedSchema,
  googleCalendarOptionsSchema,
  googleCalendarStatusSchema,
  ticketCalendarEventSchema,
} from '@expertos/domain/google-calendar.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { ticketParams } from '../../platform/params.js';
import { redirectReply } from '../../platform/replies.js';
import type { GoogleCalendarService } from './google-calendar.service.js';

const tags = ['calendar'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  502: apiErrorSchema,
};
const okSchema = z.object({ ok: z.literal(true) });
const param = z.string().max(GOOGLE_CALENDAR_PARAM_MAX).optional();

/**
 * The cookie that ties a connect flow to the browser that started it. httpOnly and
 * SameSite=Lax: Google's redirect back is a top-level navigation, which carries it.
 */
const BROWSER_COOKIE = 'expertos_google_browser';

function cookieValue(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === BROWSER_COOKIE) return rest.join('=');
  }
  return undefined;
}

function browserCookie(value: string, secure: boolean): string {
  return [
    `${BROWSER_COOKIE}=${value}`,
    `Path=/api`,
    `Max-Age=${Math.ceil(GOOGLE_CALENDAR_STATE_TTL_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Google Calendar (docs/product.md#integrations): each person's own connection, under `/me`;
 * Google's redirect back (public: the one-time state is what is checked); and a ticket's event.
 */
export const googleCalendarRoutes =
  ({ google, publicUrl }: { google: GoogleCalendarService; publicUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const secure = publicUrl.startsWith('https://');

    app.get(
      '/me/google-calendar',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: "Whether Google Calendar can be connected here, and the caller's connection",
          response: { 200: googleCalendarStatusSchema, ...errors },
        },
      },
      async (request) => google.status(contextOf(request, 'signedIn').user.id),
    );

    app.post(
      '/me/google-calendar/connect',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: "Start connecting the caller's Google account: Google's consent page to open",
          description:
            'Makes a one-time state (10 minutes) bound to the caller and, through an httpOnly cookie, to this browser. `404 google_calendar_not_configured` when the server has no Google app.',
          // `with=drive`: also Drive read access, for the asset library's import (incremental consent).
          querystring: z.object({ with: z.enum(['drive']).optional() }),
          response: { 200: googleCalendarConnectStartedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = contextOf(request, 'signedIn');
        const started = await google.start(user.id, cookieValue(request.headers.cookie), {
          ...(request.query.with === 'drive' ? { extraScopes: [DRIVE_READ_SCOPE] } : {}),
        });
        reply.header('set-cookie', browserCookie(started.browserToken, secure));
        return { authorize_url: started.authorizeUrl };
      },
    );

    app.get(
      GOOGLE_CALENDAR_CALLBACK_PATH.replace(/^\/api/, ''),
      {
        // Google sends the browser here: a navigation without a bearer token. The state,
        // bound to the person who started and to this browser's cookie, is what is checked.
        config: { access: 'public', raw: true },
        schema: {
          tags,
          summary: "Google's OAuth redirect: connects the person's Google Calendar, then on to /profile",
          querystring: z.object({ code: param, state: param, error: param, scope: param }),
          response: redirectReply,
        },
      },
      async (request, reply) => {
        const outcome = await google.finish(request.query, cookieValue(request.headers.cookie));
        const result = new URLSearchParams(
          outcome.ok
            ? { [GOOGLE_CALENDAR_RESULT_PARAM]: 'ok' }
            : { [GOOGLE_CALENDAR_RESULT_PARAM]: 'error', reason: outcome.reason },
        );
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(`${publicUrl}/profile?${result}`, 303);
      },
    );

    app.get(
      '/me/google-calendar/calendars',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: 'The calendars of the connected Google account that events can go to',
          response: { 200: googleCalendarOptionsSchema, ...errors },
        },
      },
      async (request) => ({ items: await google.calendars(contextOf(request, 'signedIn').user.id) }),
    );

    app.put(
      '/me/google-calendar',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: "Pick the calendar the caller's ticket events go to (their events move there)",
          body: chooseGoogleCalendarSchema,
          response: { 200: googleCalendarStatusSchema, ...errors },
        },
      },
      async (request) => google.choose(contextOf(request, 'signedIn').user.id, request.body.calendar_id),
    );

    app.delete(
      '/me/google-calendar',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Disconnect Google Calendar: revokes the access at Google and forgets the events’ links',
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await google.disconnect(contextOf(request, 'signedIn').user.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/tickets/:ticketId/calendar-event',
      {
        config: { access: 'ticketMember', scope: 'session' },
        schema: {
          tags,
          summary: "Whose Google Calendar holds the ticket's event, if anyone's",
          params: ticketParams,
          response: { 200: ticketCalendarEventSchema, ...errors },
        },
      },
      async (request) => google.ticketEvent(contextOf(request, 'ticketMember').ticket.ticketId),
    );

    app.delete(
      '/tickets/:ticketId/calendar-event',
      {
        config: { access: 'ticketMember', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: "Remove from calendar: the ticket's event leaves its assignee's Google Calendar",
          description:
            'The ticket can be reassigned at once; the event is deleted from Google by a job (retried).',
          params: ticketParams,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket } = contextOf(request, 'ticketMember');
        await google.removeTicketEvent(ticket.ticketId, ticket.workspaceId);
        return { ok: true as const };
      },
    );
  };
