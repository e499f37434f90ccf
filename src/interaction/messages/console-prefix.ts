/** What every console message of the element starts with: it names the element among the page's messages. */
export const PREFIX = '<event-register>';
