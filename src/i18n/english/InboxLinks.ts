/**
 * The English of InboxLinks, a part of the later screens (`screens/shared/InboxLinks.tsx`), which passes it to
 * `useText`: it travels in that module's chunk (issue 36).
 */
export const inboxLinksText = {
  'emailConfirmation.openGmail': 'Open Gmail',
  'emailConfirmation.openYahoo': 'Open Yahoo',
  'emailConfirmation.openOutlook': 'Open Outlook',
} as const;
