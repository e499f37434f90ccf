import { expect } from '@open-wc/testing';
import { findings, keyKind } from '../../src/check/findings.js';
import { readSettings, type ElementProperties } from '../../src/interaction/settings/settings.js';

const element = (overrides: Partial<ElementProperties>): ElementProperties => ({
  eventId: 'evt_1',
  apiKey: 'pk_live_abc',
  baseUrl: 'https://api.example.com/v1',
  mode: 'register',
  externalId: '',
  customAttributes: undefined,
  nameField: 'optional',
  layout: 'stacked',
  theme: 'auto',
  renderRootMode: 'shadow',
  remember: false,
  redirect: false,
  timeout: 15_000,
  showLink: false,
  auto: false,
  prefillFromUrl: null,
  ...overrides,
});

describe('the configuration check (findings.ts)', () => {
  it("tells a key's kind by its prefix, never more of it", () => {
    expect(keyKind(' pk_live_5ecret ')).to.equal('pk_live_…');
    expect(keyKind('pk_test_5ecret')).to.equal('pk_test_…');
    expect(keyKind('sk_5ecret')).to.equal('sk_…');
    expect(keyKind('whatever5ecret')).to.equal('…');
    expect(keyKind('  ')).to.equal('');
  });

  it('lists the configuration problem first, then the failures met, in a fixed order', () => {
    const settings = readSettings(element({ apiKey: 'sk_live_x' }));
    expect(findings(settings, ['not-found', 'auth'], false)).to.deep.equal(['secret-key', 'auth', 'not-found']);
  });

  it('names an unusual key, and a network failure from an opaque origin as the sandbox', () => {
    expect(findings(readSettings(element({ apiKey: 'whatever' })), [], false)).to.deep.equal(['unusual-key']);
    expect(findings(readSettings(element({})), ['network'], true)).to.deep.equal(['opaque-origin']);
    expect(findings(readSettings(element({})), ['network', 'rate-limited', 'server'], false)).to.deep.equal([
      'network',
    ]);
  });
});
