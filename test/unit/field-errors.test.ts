/**
 * The form's field errors (src/interaction/field-errors.ts) over a fake form whose
 * edit counts the test bumps: listed in form order (CONTROLS of src/fields/model.ts)
 * whatever order they were set in; set() replaces and updates; an error holds until
 * its control's edit count changes, and only that control's.
 */
import { expect } from '@open-wc/testing';
import { FakeHost } from '../helpers/controller-host.js';
import { CONTROLS, type ControlName } from '../../src/fields/model.js';
import type { FieldProblem } from '../../src/fields/problem.js';
import { FieldErrors, type EditCounts } from '../../src/interaction/field-errors.js';

/** A form the person "edits" by bumping a control's count. */
class Form implements EditCounts {
  private readonly counts: Partial<Record<ControlName, number>> = {};
  editsOf(control: ControlName): number {
    return this.counts[control] ?? 0;
  }
  edit(control: ControlName): void {
    this.counts[control] = this.editsOf(control) + 1;
  }
}

const required: FieldProblem = { source: 'client', code: 'required' };
const invalid: FieldProblem = { source: 'client', code: 'invalid' };

describe('FieldErrors', () => {
  it('lists the errors in form order, whatever order they were set in', () => {
    const errors = new FieldErrors(new FakeHost(), new Form());
    expect(errors.list).to.deep.equal([]);
    const reversed = [...CONTROLS].reverse();
    errors.set(Object.fromEntries(reversed.map((field) => [field, field === 'name' ? invalid : required])));
    expect(errors.list.map((e) => e.field)).to.deep.equal([...CONTROLS]);
    expect(errors.list.find((e) => e.field === 'name')).to.deep.equal({ field: 'name', problem: invalid });
    expect(errors.of('name')).to.equal(invalid);
  });

  it('set replaces what was shown, and updates', () => {
    const host = new FakeHost();
    const errors = new FieldErrors(host, new Form());
    errors.set({ email: required, name: invalid });
    errors.set({ name: required });
    expect(errors.list).to.deep.equal([{ field: 'name', problem: required }]);
    expect(errors.of('email')).to.equal(undefined);
    expect(host.updates).to.equal(2);
  });

  it('an error holds until its control is edited, and only that control’s goes', () => {
    const form = new Form();
    const errors = new FieldErrors(new FakeHost(), form);
    errors.set({ email: required, name: invalid });
    expect(errors.of('email'), 'not edited yet').to.equal(required);
    form.edit('email');
    expect(errors.of('email'), 'edited').to.equal(undefined);
    expect(errors.list).to.deep.equal([{ field: 'name', problem: invalid }]);
    form.edit('email');
    expect(errors.of('name'), 'another control edited').to.equal(invalid);
  });

  it('set counts from the edits made so far: an error set after edits holds until the next one', () => {
    const form = new Form();
    const errors = new FieldErrors(new FakeHost(), form);
    form.edit('email');
    form.edit('email');
    errors.set({ email: required });
    expect(errors.of('email')).to.equal(required);
    form.edit('email');
    expect(errors.of('email')).to.equal(undefined);
    errors.set({ email: invalid });
    expect(errors.of('email'), 'set again: shown again').to.equal(invalid);
  });
});
