/**
 * The attend chunk: what helps a registered person show up (the event's time in their own zone,
 * "Add to calendar", "Join now" while it is on). The interaction chunk loads it when a success
 * shows on a page that says when the event is (`event-start`).
 */
export { AttendController } from './attend-controller.js';
