/**
 * The one content width of the app's screens of cards on a desktop (the feed, saved, a profile, a user, history, a
 * post, messages): the home feed's 1440 px with its 80 px gutters from 768 px, so the cards' columns, a profile's
 * card and a post's frame line up from screen to screen. Forms and reading pages keep a narrower column of their own.
 */
export const WIDE_PAGE = 'mx-auto max-w-[1440px] px-3 sm:px-6 md:px-20'

/** WIDE_PAGE for a screen whose content runs edge to edge on a phone (a post, a conversation): no phone gutter. */
export const WIDE_PAGE_EDGE = 'mx-auto max-w-[1440px] sm:px-6 md:px-20'
