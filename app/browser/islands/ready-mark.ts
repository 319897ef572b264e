/**
 * The performance mark set once every island of the page works (islands/enhance.ts);
 * `npm run bench` reads it as the page's ready time (scripts/ready-time.ts).
 */
export const READY_MARK = 'islands-ready'
