import { expect } from '@open-wc/testing';
import { prefillPlan } from '../../src/prefill/url-prefill.js';

describe('prefillPlan (prefill-from-url)', () => {
  it('reads email and name when the attribute is bare', () => {
    expect(prefillPlan('')).to.deep.equal({ params: { email: 'email', name: 'name' }, strip: false, warnings: [] });
    expect(prefillPlan(' strip ')).to.deep.include({ params: { email: 'email', name: 'name' }, strip: true });
  });

  it('reads the parameters it names, keeping the default for a field it does not name', () => {
    expect(prefillPlan('strip email=er_email name=er_name')).to.deep.equal({
      params: { email: 'er_email', name: 'er_name' },
      strip: true,
      warnings: [],
    });
    expect(prefillPlan('name=er_name').params).to.deep.equal({ email: 'email', name: 'er_name' });
  });

  it('ignores, and names on the console, a token it cannot read', () => {
    const plan = prefillPlan('phone=tel email= name=a=b email=er_email');
    expect(plan.params).to.deep.equal({ email: 'er_email', name: 'name' });
    expect(plan.warnings).to.deep.equal(
      ['"phone=tel"', '"email="', '"name=a=b"'].map(
        (token) => `<event-register> prefill-from-url ignores ${token}: use strip, email=… or name=….`,
      ),
    );
  });
});
