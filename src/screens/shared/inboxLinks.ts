/**
 * Links that open the big webmail inboxes (spec §2 EmailConfirmation: "It links to open Gmail, Yahoo or
 * Outlook. The link searches for mail from the configured email domain when known, else it is a plain inbox
 * link").
 */

export type Webmail = 'gmail' | 'yahoo' | 'outlook';

export interface InboxLink {
  webmail: Webmail;
  href: string;
}

/** Each webmail's plain inbox, and its search for mail from `domain`. */
const WEBMAIL: Record<Webmail, { inbox: string; search: (from: string) => string }> = {
  gmail: {
    inbox: 'https://mail.google.com/mail/u/0/',
    search: (from) => `https://mail.google.com/mail/u/0/#search/${from}+in%3Aanywhere`,
  },
  yahoo: {
    inbox: 'https://mail.yahoo.com/',
    // Yahoo reads the keyword from the path, so the query is encoded twice.
    search: (from) => `https://mail.yahoo.com/d/search/keyword=${encodeURIComponent(from)}`,
  },
  outlook: {
    inbox: 'https://outlook.live.com/mail/0/',
    search: (from) => `https://outlook.live.com/mail/0/search?q=${from}`,
  },
};

/** The three inbox links, searching for mail from `domain` when it is known. */
export function inboxLinks(domain: string | null): InboxLink[] {
  const from = domain ? encodeURIComponent(`from:${domain}`) : null;
  return (Object.keys(WEBMAIL) as Webmail[]).map((webmail) => ({
    webmail,
    href: from ? WEBMAIL[webmail].search(from) : WEBMAIL[webmail].inbox,
  }));
}
