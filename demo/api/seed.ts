import type { Store } from './store.js';

/** Seeded keys and records shared by the tests, the demo page and `main.ts`. */
export const DEMO_PUBLISHABLE_KEY = 'pk_test_demo_publishable';
export const DEMO_SECRET_KEY = 'sk_test_demo_secret';
/** A publishable key shaped like a production one (no "Test mode" badge): the benchmark's pages use it. */
export const DEMO_LIVE_PUBLISHABLE_KEY = 'pk_live_demo_publishable';
export const REVOKED_KEY = 'pk_test_revoked';
export const DEMO_EVENT_ID = 'evt_demo';
export const DEMO_EVENT_NAME = 'Demo event';
export const DEMO_EXTERNAL_ID = 'demo-user-42';
export const DEMO_VIEWER_PROGRESS = 37.5;

/** Puts the seed records into an empty store. */
export function seedStore(store: Store): void {
  store.addKey(DEMO_PUBLISHABLE_KEY, 'publishable');
  store.addKey(DEMO_LIVE_PUBLISHABLE_KEY, 'publishable');
  store.addKey(DEMO_SECRET_KEY, 'secret');
  store.addKey(REVOKED_KEY, 'publishable', true);
  store.createEvent({
    id: DEMO_EVENT_ID,
    name: DEMO_EVENT_NAME,
    description: 'Seeded event for local development and tests.',
    // Fixed so the seeded record is identical after every reset.
    createdAt: '2025-01-01T00:00:00Z',
  });
  const viewer = store.identify(
    DEMO_EVENT_ID,
    DEMO_EXTERNAL_ID,
    { plan: 'pro' },
    {
      viewerId: 'vwr_demo_user_42',
      slug: 'v-demo0042',
    },
  );
  viewer.progressPercent = DEMO_VIEWER_PROGRESS;
}
