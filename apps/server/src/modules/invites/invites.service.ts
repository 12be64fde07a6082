import { randomUUID } from 'node:crypto';
import type {
  AcceptInviteResult,
  CreateInviteInput,
  Invite,
  WorkspaceInvite,
} from '@expertos/domain/invite.schema';
import type { Language } from '@expertos/domain/languages';
import { LIMITS } from '@expertos/domain/limits';
import { INVITE_TTL_DAYS } from '@expertos/domain/workspace.schema';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { OutboundMail } from '../../platform/mail/outbound-mail.js';
import { invite as inviteMail } from '../../platform/mail/templates.js';
import type { InviteView, InviteViews } from './invite-views.js';
import type { InviteRole, InviteRow, InvitesRepository } from './invites.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const secondsUntil = (atMs: number, now: Date) => Math.max(1, Math.ceil((atMs - now.getTime()) / 1000));

/**
 * What this module needs of the workspaces service (modules/workspaces), by shape: app.ts
 * passes the real one, tests may pass their own.
 */
export interface InviteWorkspaces {
  addMember(
    input: { workspaceId: string; userId: string; email: string; role: InviteRole; projectIds: string[] },
    trx?: Db,
  ): Promise<{ memberId: string }>;
  findMemberByEmail(workspaceId: string, email: string): Promise<{ memberId: string; userId: string } | null>;
  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T>;
}

/** What this module needs of billing: the seat limit (docs/product.md#seats). */
export interface InviteSeats {
  /** Seats the workspace may fill, or null without a limit; read outside the invite's transaction. */
  seatAllowance(workspaceId: string): Promise<number | null>;
  /** Seats taken (members and open invites), read in the invite's transaction. */
  seatsTaken(workspaceId: string, trx: Db): Promise<number>;
}

export interface InvitesServiceDeps {
  invites: InvitesRepository;
  /** What the invitee is shown of the workspace, the inviter and their account; the invite's brands. */
  views: InviteViews;
  workspaces: InviteWorkspaces;
  /** Without it (tests of invites alone) no seat limit applies. */
  seats?: InviteSeats;
  /**
   * Queues the invite's e-mail, counted against the outbound-mail limits as well: an invite is
   * mail to an address the admin chose (docs/product.md#accounts-and-limits).
   */
  mail: Pick<OutboundMail, 'enqueue'>;
  /** The web app's address: the e-mailed link is `${publicUrl}/invite/${inviteUid}`. */
  publicUrl: string;
  /** Raises `invite.sent` and `invite.revoked` in their transactions (the audit log listens). */
  events?: Pick<EventBus, 'emit'>;
  /**
   * The profile module's narrow read: the invite is written in its inviter's language (the
   * invitee has no profile yet, and the inviter chose the words they are sending).
   */
  languageOf?: (userId: string, trx?: Db) => Promise<Language | null>;
  /** The clock and the id source (tests move the one and fix the other). */
  now?: () => Date;
  newId?: () => string;
}

/** An open invite as the workspace's team list reads it (the lead's team and seat counts). */
export interface PendingInvite {
  uid: string;
  email: string;
  role: InviteRole;
  project_ids: string[];
  expires_at: string;
}

const toInvite = (view: InviteView): Invite => ({
  uid: view.id,
  email: view.email,
  role: view.role,
  workspace_uid: view.workspace_id,
  workspace_name: view.workspace_name,
  inviter_name: view.inviter_name,
  expires_at: view.expires_at,
  has_account: view.has_account,
});

export function createInvitesService({
  invites,
  views,
  workspaces,
  seats,
  mail,
  publicUrl,
  events,
  now = () => new Date(),
  newId = randomUUID,
  languageOf,
}: InvitesServiceDeps) {
  const nowText = () => now().toISOString();
  const isOpen = (row: InviteRow) => row.status === 'pending' && row.expires_at > nowText();
  const inviteUrl = (id: string) => `${publicUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(id)}`;

  /** Unknown → 404; no longer pending or past its date → 410, as the invite page tells them apart. */
  function openOrThrow<T extends InviteRow>(row: T | null): T {
    if (!row) throw new AppError('invite_not_found');
    if (!isOpen(row)) throw new AppError('invite_expired');
    return row;
  }

  /** Only the addressee answers an invite, and only once their address is confirmed. */
  function assertAddressee(row: InviteRow, user: AuthUser): void {
    if (!user.emailVerified || user.email.trim().toLowerCase() !== row.email) throw new AppError('forbidden');
  }

  async function assertProjectsOf(workspaceId: string, projectIds: string[]): Promise<void> {
    const found = new Set(await views.brandsOf(workspaceId, projectIds));
    const details = projectIds.flatMap((id, index) =>
      found.has(id) ? [] : [{ path: `project_uids.${index}`, message: 'Not a brand of this workspace.' }],
    );
    if (details.length > 0) throw new AppError('validation_error', { details });
  }

  /** The invite as its invitee sees it, or null when it (or its workspace) does not exist. */
  async function viewOf(id: string, trx?: Db): Promise<InviteView | null> {
    const row = await invites.find(id, trx);
    return row ? ((await views.of([row], trx))[0] ?? null) : null;
  }

  async function listPending(workspaceId: string): Promise<PendingInvite[]> {
    const rows = await invites.listOpen(workspaceId, nowText());
    return rows.map((row) => ({
      uid: row.id,
      email: row.email,
      role: row.role,
      project_ids: row.project_ids,
      expires_at: row.expires_at,
    }));
  }

  return {
    listPending,

    /** Open invites take a seat each (docs/product.md#seats). */
    countPending: (workspaceId: string): Promise<number> => invites.countOpen(workspaceId, nowText()),

    async listWorkspaceInvites(workspaceId: string): Promise<WorkspaceInvite[]> {
      const rows = await invites.listOpen(workspaceId, nowText());
      return rows.map((row) => ({
        uid: row.id,
        email: row.email,
        role: row.role,
        project_uids: row.project_ids,
        expires_at: row.expires_at,
        created_at: row.created_at,
      }));
    },

    /**
     * Stores the invite and queues its e-mail in one transaction: there is never a mail
     * for an invite that was not stored, nor an invite whose mail was lost.
     */
    async create(workspaceId: string, inviterId: string, input: CreateInviteInput): Promise<Invite> {
      const email = input.email.trim().toLowerCase();
      const projectIds = [...new Set(input.project_uids)];
      await assertProjectsOf(workspaceId, projectIds);
      if (await workspaces.findMemberByEmail(workspaceId, email)) {
        throw new AppError('user_already_in_workspace');
      }
      const allowance = seats ? await seats.seatAllowance(workspaceId) : null;
      return workspaces.transaction(async (trx) => {
        await views.lockWorkspace(workspaceId, trx);
        const createdAt = now();
        if (await invites.hasOpen(workspaceId, email, createdAt.toISOString(), trx)) {
          throw new AppError('user_already_invited');
        }
        // An open invite holds a seat; the workspace lock above makes two admins' invites queue.
        if (allowance !== null && seats && (await seats.seatsTaken(workspaceId, trx)) + 1 > allowance) {
          throw new AppError('seat_limit_reached');
        }
        // The invites' own anti-bulk-mail limits, tighter than the general ones (which the
        // e-mail below is counted against too), counted from the invites table itself so every
        // process sees the same numbers (and the workspace lock above serialises them).
        const dayAgo = new Date(createdAt.getTime() - DAY_MS).toISOString();
        const toThisAddress = await invites.createdForSince(workspaceId, email, dayAgo, trx);
        if (toThisAddress.length >= LIMITS.invitesPerRecipientPerDay) {
          // One more may go once the oldest of them is 24 hours old.
          const oldest = toThisAddress[toThisAddress.length - LIMITS.invitesPerRecipientPerDay]!;
          throw Object.assign(new AppError('invite_recipient_cooldown'), {
            retryAfter: secondsUntil(new Date(oldest).getTime() + DAY_MS, createdAt),
          });
        }
        if ((await invites.countCreatedSince(workspaceId, dayAgo, trx)) >= LIMITS.invitesPerWorkspacePerDay) {
          throw new AppError('invite_daily_limit');
        }
        const id = newId();
        await invites.insert(
          {
            id,
            workspace_id: workspaceId,
            email,
            role: input.role,
            project_ids: projectIds,
            invited_by: inviterId,
            status: 'pending',
            expires_at: new Date(createdAt.getTime() + INVITE_TTL_DAYS * DAY_MS).toISOString(),
            created_at: createdAt.toISOString(),
          },
          trx,
        );
        const view = (await viewOf(id, trx))!;
        const language = (await languageOf?.(inviterId, trx)) ?? undefined;
        const content = inviteMail({
          inviterName: view.inviter_name ?? '',
          workspaceName: view.workspace_name,
          url: inviteUrl(id),
          ...(language ? { language } : {}),
        });
        await events?.emit(trx, 'invite.sent', { workspaceId, inviteId: id, email, role: input.role });
        // Last in the transaction: past the general mail limits (429 mail_*), nothing is kept.
        await mail.enqueue(trx, { workspaceId, userId: inviterId }, 'invite', [
          { message: { to: email, ...content }, dedupeKey: `mail.invite:${id}` },
        ]);
        return toInvite(view);
      });
    },

    /** Revokes an open (or expired but never answered) invite of this workspace. */
    async revoke(workspaceId: string, inviteId: string): Promise<void> {
      const row = await invites.find(inviteId);
      // Another workspace's invite is as unknown here as a made-up id.
      if (!row || row.workspace_id !== workspaceId) throw new AppError('invite_not_found');
      await workspaces.transaction(async (trx) => {
        if (!(await invites.close(inviteId, 'revoked', {}, trx))) throw new AppError('invite_expired');
        await events?.emit(trx, 'invite.revoked', { workspaceId, inviteId, email: row.email });
      });
    },

    /** The public invite page: only what the schema shows, and only while the invite is open. */
    async get(inviteId: string): Promise<Invite> {
      return toInvite(openOrThrow(await viewOf(inviteId)));
    },

    /** Joins the workspace with the invite's role and brands; the invite is used up in the same transaction. */
    async accept(inviteId: string, user: AuthUser): Promise<AcceptInviteResult> {
      return workspaces.transaction(async (trx) => {
        const row = openOrThrow(await invites.find(inviteId, trx));
        assertAddressee(row, user);
        // Of two concurrent accepts only one moves it out of pending; the other is told it is used.
        if (!(await invites.close(row.id, 'accepted', { openAt: nowText() }, trx))) {
          throw new AppError('invite_expired');
        }
        // A brand deleted since the invite was sent is simply left out.
        const projectIds = await views.brandsOf(row.workspace_id, row.project_ids, trx);
        await workspaces.addMember(
          { workspaceId: row.workspace_id, userId: user.id, email: row.email, role: row.role, projectIds },
          trx,
        );
        return { workspace_uid: row.workspace_id };
      });
    },

    async decline(inviteId: string, user: AuthUser): Promise<void> {
      const row = openOrThrow(await invites.find(inviteId));
      assertAddressee(row, user);
      if (!(await invites.close(row.id, 'declined', { openAt: nowText() }))) {
        throw new AppError('invite_expired');
      }
    },

    /** `/my-invites`: open invites to the caller's address, once that address is confirmed. */
    async listMine(user: AuthUser): Promise<Invite[]> {
      if (!user.emailVerified) return [];
      const rows = await invites.listOpenFor(user.email.trim().toLowerCase(), nowText());
      return (await views.of(rows)).map(toInvite);
    },
  };
}
export type InvitesService = ReturnType<typeof createInvitesService>;
