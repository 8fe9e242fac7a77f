import { createContext, type ReactNode } from 'react'

/**
 * What the app adds at the end of every top bar on a phone, where the bar stands in for the app's header (its
 * search): provided by the shell, so the page header knows nothing of the app's routes. A module of its own, so the
 * shell provides it without bundling the page header (a secondary screen's) in the home route's first code.
 */
export const PageHeaderPhoneExtras = createContext<ReactNode>(null)
