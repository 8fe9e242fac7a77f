// The ids of the elements the build writes into the page for the app to read (ADR 015). A module without imports:
// the script that runs before the app (first-screen/restore.ts) is compiled inline into every page and must stay
// small, and the build's plugins (scripts/) import it too.

/** The `<script type="application/json">` with the data of the first screen the build rendered into the page. */
export const PRERENDERED_DATA_ID = 'lemon-first-data'

/** The `<template>` with the app's modulepreload links, fetched once the first screen is painted (src/app/first-screen/boot.ts). */
export const APP_MODULES_ID = 'lemon-app-modules'

/**
 * The attribute of each `<template>` with a lazy route's modulepreload links; its value is the start of the addresses
 * (base included) the route opens, fetched when a tap on the restored first screen goes there (src/app/first-screen/boot.ts).
 */
export const ROUTE_MODULES_ATTR = 'data-route-modules'
