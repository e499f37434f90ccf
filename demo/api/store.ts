import { randomBytes } from 'node:crypto';
import { isoSeconds, randomId, randomToken } from './ids.js';

export type KeyKind = 'secret' | 'publishable';

export interface ApiKeyRecord {
  key: string;
  kind: KeyKind;
  revoked: boolean;
}

export interface EventRecord {
  id: string;
  name: string;
  description: string;
  status: 'draft';
  createdAt: string;
}

export interface Registration {
  registrationId: string;
  eventId: string;
  email: string;
  name: string | null;
  viewerId: string;
  token: string;
  createdAt: string;
}

export type AttributeValue = string | number | boolean;

export interface IdentifiedViewer {
  viewerId: string;
  eventId: string;
  externalId: string;
  slug: string;
  token: string;
  progressPercent: number;
  attributes: Record<string, AttributeValue>;
  createdAt: string;
  updatedAt: string;
}

export type ViewerStatus = 'registered' | 'watching' | 'completed';

export function viewerStatus(progressPercent: number): ViewerStatus {
  if (progressPercent <= 0) return 'registered';
  return progressPercent >= 100 ? 'completed' : 'watching';
}

/** Emails compare case-insensitively after trimming. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Who a watch-page token belongs to. */
export interface TokenOwner {
  eventId: string;
  viewerId: string;
  label: string;
}

/** In-memory records of the mock service; everything is lost on restart or reset. */
export class Store {
  readonly apiKeys = new Map<string, ApiKeyRecord>();
  // Map iteration order is insertion order, which gives "ordered by creation" for free.
  readonly events = new Map<string, EventRecord>();
  readonly registrations: Registration[] = [];
  readonly viewers = new Map<string, IdentifiedViewer>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.apiKeys.clear();
    this.events.clear();
    this.registrations.length = 0;
    this.viewers.clear();
  }

  addKey(key: string, kind: KeyKind, revoked = false): void {
    this.apiKeys.set(key, { key, kind, revoked });
  }

  createEvent(input: { name: string; description?: string; id?: string; createdAt?: string }): EventRecord {
    let id = input.id ?? randomId('evt_');
    while (input.id === undefined && this.events.has(id)) id = randomId('evt_');
    const event: EventRecord = {
      id,
      name: input.name,
      description: input.description ?? '',
      status: 'draft',
      createdAt: input.createdAt ?? isoSeconds(this.now()),
    };
    this.events.set(id, event);
    return event;
  }

  findRegistration(eventId: string, email: string): Registration | undefined {
    const key = emailKey(email);
    return this.registrations.find((r) => r.eventId === eventId && emailKey(r.email) === key);
  }

  register(eventId: string, email: string, name: string | null): Registration {
    const registration: Registration = {
      registrationId: randomId('reg_', 12),
      eventId,
      email: email.trim(),
      name,
      viewerId: randomId('vwr_', 12),
      token: randomToken('rt_'),
      createdAt: isoSeconds(this.now()),
    };
    this.registrations.push(registration);
    return registration;
  }

  findViewer(eventId: string, externalId: string): IdentifiedViewer | undefined {
    return this.viewers.get(viewerKey(eventId, externalId));
  }

  /** Creates or updates the viewer for (event, external_id); attributes are merged. */
  identify(
    eventId: string,
    externalId: string,
    attributes: Record<string, AttributeValue>,
    fixed?: { viewerId: string; slug: string },
  ): IdentifiedViewer {
    const at = isoSeconds(this.now());
    const existing = this.findViewer(eventId, externalId);
    if (existing) {
      Object.assign(existing.attributes, attributes);
      existing.updatedAt = at;
      return existing;
    }
    const viewer: IdentifiedViewer = {
      viewerId: fixed?.viewerId ?? randomId('vwr_', 12),
      eventId,
      externalId,
      slug: fixed?.slug ?? this.uniqueSlug(),
      token: randomToken('rt_'),
      progressPercent: 0,
      attributes: { ...attributes },
      createdAt: at,
      updatedAt: at,
    };
    this.viewers.set(viewerKey(eventId, externalId), viewer);
    return viewer;
  }

  setProgress(eventId: string, externalId: string, progressPercent: number): IdentifiedViewer {
    const viewer = this.identify(eventId, externalId, {});
    viewer.progressPercent = progressPercent;
    return viewer;
  }

  tokenOwner(token: string): TokenOwner | undefined {
    const registration = this.registrations.find((r) => r.token === token);
    if (registration) {
      return {
        eventId: registration.eventId,
        viewerId: registration.viewerId,
        label: registration.name ?? registration.email,
      };
    }
    for (const viewer of this.viewers.values()) {
      if (viewer.token === token)
        return { eventId: viewer.eventId, viewerId: viewer.viewerId, label: viewer.externalId };
    }
    return undefined;
  }

  private uniqueSlug(): string {
    const taken = new Set([...this.viewers.values()].map((v) => v.slug));
    let slug: string;
    do slug = `v-${randomBytes(4).toString('hex')}`;
    while (taken.has(slug));
    return slug;
  }
}

function viewerKey(eventId: string, externalId: string): string {
  // NUL cannot appear in an event id taken from a URL path, so the key is unambiguous.
  return `${eventId}\u0000${externalId}`;
}
