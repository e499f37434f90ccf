import type { HttpBindings } from '@hono/node-server';
import type { ApiKeyRecord } from './store.js';
import type { ActiveFault } from './faults.js';

/**
 * Hono environment shared by every module of the mock API.
 * Bindings are partial because `app.request()` in tests passes no Node objects.
 */
export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** The authenticated key, set by the auth middleware. */
    apiKey: ApiKeyRecord;
    /** The fault chosen for this request (queue or chaos), if any. */
    fault: ActiveFault | undefined;
  };
};
