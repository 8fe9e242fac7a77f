/**
 * The id of the `<script type="application/json">` that holds the data of the first screen the build rendered into
 * a page (ADR 013). Its own module without imports: the script that runs before the app (first-screen/restore.ts)
 * is compiled inline into every page, and must stay small.
 */
export const PRERENDERED_DATA_ID = 'lemon-first-data'
