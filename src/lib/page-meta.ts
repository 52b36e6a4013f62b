import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The titles and descriptions of the pages the server renders (docs/architecture.md §10), in one place: the page
 * components show them on the client (components/use-page-title.ts sets `document.title`) and src/ssr/head.ts writes
 * the same `<title>` and `<meta name="description">` into the server's HTML, so hydration never changes a title and
 * the two cannot drift apart.
 */

/** A page without a name of its own (home, pages still loading): the site name stands alone. */
export const SITE_TITLE: MessageDescriptor = msg`Tadhkira — Events in Oman`;

/** The site's own name, for `og:site_name` and the JSON-LD organiser. */
export const SITE_NAME: MessageDescriptor = msg`Tadhkira`;

/** A page with a name of its own: "Terms of use · Tadhkira", "<event name> · Tadhkira". */
export function titledPage(title: string): MessageDescriptor {
  return msg`${title} · Tadhkira`;
}

/** The fixed page names, before " · Tadhkira". Events and categories are named by their data. */
export const PAGE_TITLES = {
  search: msg`Search results`,
  terms: msg`Terms of use`,
  privacyPolicy: msg`Privacy policy`,
  login: msg`Log in`,
  register: msg`Create an account`,
  contact: msg`Contact us`,
  notFound: msg`Page not found`,
  invalidEvent: msg`Invalid event ID`,
  eventNotFound: msg`We could not find this event`,
  eventLoadFailed: msg`This event could not be loaded`,
} as const satisfies Record<string, MessageDescriptor>;

/** What a page says about itself: its lead sentence on screen, and its search and link-preview description. */
export const PAGE_DESCRIPTIONS = {
  /** The home page and every page without a description of its own. */
  site: msg`Discover concerts, festivals, workshops and sports across Oman, book tickets and keep your passes on your phone with Tadhkira.`,
  terms: msg`In short: use Tadhkira for yourself, not for resale; tickets are refunded only when the organiser cancels the event.`,
  privacyPolicy: msg`In short: we keep only what your account and tickets need, never sell it, and you can ask to see, correct or delete it.`,
  contact: msg`Questions about an event, a booking or your account? Send us a message and we will get back to you.`,
  notFound: msg`The page you are looking for does not exist or has moved.`,
  eventNotFound: msg`It may have been removed or the link may be wrong. There is plenty more on.`,
} as const satisfies Record<string, MessageDescriptor>;
