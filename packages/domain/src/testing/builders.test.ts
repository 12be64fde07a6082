import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { commentAttachmentSchema, commentPageSchema, commentSchema } from '../comment.schema';
import { inviteSchema, workspaceInviteSchema } from '../invite.schema';
import { jobSchema } from '../job.schema';
import { notificationPageSchema, notificationSchema } from '../notification.schema';
import { profileSchema } from '../profile.schema';
import { projectSchema, projectUserSchema } from '../project.schema';
import {
  milestoneSchema,
  personRefSchema,
  referenceImageSchema,
  tagSchema,
  ticketActivitySchema,
  ticketListItemSchema,
  ticketPageSchema,
  ticketSchema,
} from '../ticket.schema';
import {
  ticketTimeSchema,
  timeEntrySchema,
  timeReportSchema,
  timeTrackingStateSchema,
} from '../timetracking.schema';
import {
  teamListSchema,
  teamMemberSchema,
  workspaceListItemSchema,
  workspaceSchema,
} from '../workspace.schema';
import { aComment, aCommentAttachment, aCommentPage } from './comments';
import { aJob } from './jobs';
import { aNotification, aNotificationPage } from './notifications';
import { ALAN, aPerson, GRACE } from './people';
import { aProject, aProjectUser } from './projects';
import {
  aMilestone,
  aPostTicket,
  aReferenceImage,
  aTag,
  aTicket,
  aTicketActivity,
  aTicketListItem,
  aTicketPage,
  someTicketListItems,
} from './tickets';
import { aRunningTimeEntry, aTicketTime, aTimeEntry, aTimeReport, aTimeTrackingState } from './time';
import {
  anInvite,
  anInvitedTeamMember,
  aProfile,
  aTeamList,
  aTeamMember,
  aWorkspace,
  aWorkspaceInvite,
  aWorkspaceListItem,
} from './workspaces';

// Each builder's output, read by the schema it claims to satisfy. Parsing drops keys the schema
// does not know and fills defaults, so "parses to itself" fails on a missing, extra or wrong field.
const BUILT: Array<[string, z.ZodType, unknown]> = [
  ['aPerson', personRefSchema, aPerson()],
  ['aTicketListItem', ticketListItemSchema, aTicketListItem()],
  ['aTicket', ticketSchema, aTicket()],
  ['aTicket, done and assigned', ticketSchema, aTicket({ status: 'done', assignee: GRACE })],
  ['aPostTicket', ticketSchema, aPostTicket()],
  ['aTicket with images', ticketSchema, aTicket({ reference_images: [aReferenceImage()] })],
  ['aReferenceImage', referenceImageSchema, aReferenceImage()],
  ['aTicketPage', ticketPageSchema, aTicketPage(someTicketListItems(3), 'next')],
  ['aTag', tagSchema, aTag()],
  ['aMilestone', milestoneSchema, aMilestone({ due_date: '2030-02-01' })],
  ['aTicketActivity', ticketActivitySchema, aTicketActivity()],
  ['aComment', commentSchema, aComment({ mentions: [ALAN], attachments: [aCommentAttachment()] })],
  ['aCommentAttachment', commentAttachmentSchema, aCommentAttachment()],
  ['aCommentPage', commentPageSchema, aCommentPage()],
  ['aNotification', notificationSchema, aNotification()],
  ['aNotificationPage', notificationPageSchema, aNotificationPage()],
  ['aTimeEntry', timeEntrySchema, aTimeEntry()],
  ['aRunningTimeEntry', timeEntrySchema, aRunningTimeEntry()],
  ['aTimeTrackingState', timeTrackingStateSchema, aTimeTrackingState([aRunningTimeEntry(), aTimeEntry()])],
  ['aTicketTime', ticketTimeSchema, aTicketTime()],
  ['aTimeReport', timeReportSchema, aTimeReport()],
  ['aWorkspace', workspaceSchema, aWorkspace()],
  ['aWorkspaceListItem', workspaceListItemSchema, aWorkspaceListItem()],
  ['aTeamMember', teamMemberSchema, aTeamMember()],
  ['anInvitedTeamMember', teamMemberSchema, anInvitedTeamMember()],
  ['aTeamList', teamListSchema, aTeamList([aTeamMember(), anInvitedTeamMember()])],
  ['anInvite', inviteSchema, anInvite()],
  ['aWorkspaceInvite', workspaceInviteSchema, aWorkspaceInvite()],
  ['aProfile', profileSchema, aProfile()],
  ['aProject', projectSchema, aProject()],
  ['aProjectUser', projectUserSchema, aProjectUser()],
  ['aJob', jobSchema, aJob()],
];

describe('shared test-data builders', () => {
  it.each(BUILT)('%s parses to itself', (_, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it('take overrides, and keep what follows from them consistent', () => {
    const other = { uid: 'p2', name: 'Globex', slug: 'globex' };
    const ticket = aTicket({ id: 7, project: other, status: 'done' });
    expect(ticket).toMatchObject({ uid: 't7', summary: 'Ticket 7', status: 'done', project_uid: 'p2' });
    expect(ticket.projects).toEqual({ slug: 'globex' });
    expect(someTicketListItems(2, 5).map((row) => row.uid)).toEqual(['t5', 't6']);
  });

  it('derive the totals a reply carries from its items', () => {
    expect(aTimeTrackingState([aTimeEntry()]).hasTimeTracking).toBe(false);
    expect(aTicketTime([aTimeEntry({ seconds: 60 }), aRunningTimeEntry()]).total_spent).toBe(60);
    expect(aNotificationPage([aNotification(), aNotification({ uid: 'n2', read: true })]).unread_count).toBe(
      1,
    );
    expect(aTeamList([aTeamMember(), anInvitedTeamMember()]).seats).toEqual({ claimed: 1, pending: 1 });
  });
});
