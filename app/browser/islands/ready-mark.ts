/**
 * The performance mark set once every island of the page works (enhance-islands.ts);
 * `npm run bench` reads it as the page's ready time (scripts/measure/ready-time.ts).
 */
export const READY_MARK = 'islands-ready'
