/**
 * The words of approvals' field-level refusals (400 and 409 details), said once here so the
 * server and its tests read the same text.
 */
export const APPROVAL_MESSAGES = {
  locked: 'Approved: locked until review reopens.',
  noSuchImage: 'This post has no such image.',
  noSuchRecording: 'This post has no such recording.',
  authorAssigneeExcluded: 'The post’s author and assignee do not approve it on this brand.',
  stepCount: (steps: number) => `This approval has ${steps} step${steps === 1 ? '' : 's'}.`,
  approversMax: (max: number) => `A step has at most ${max} approvers.`,
  /** Scheduling an approved post with a network's words, link, comment or files not approved. */
  variantNotApproved:
    'This is not what was approved for this network: save it as the post’s variant and ask for approval again, or use the approved words.',
} as const;
