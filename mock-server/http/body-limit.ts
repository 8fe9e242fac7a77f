/**
 * The standalone API (npm run api) refuses a request body larger than this with 413 before buffering it: nine
 * 10 MB images and the form around them fit.
 */
export const MAX_BODY_BYTES = 100 * 1024 * 1024
