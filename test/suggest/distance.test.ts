import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { distance } from '../../src/address/suggest/distance.js';

test('distance counts insertions, deletions, substitutions and a swap as one edit each', () => {
  assert.equal(distance('gmail.com', 'gmail.com', 2), 0);
  assert.equal(distance('gmial.com', 'gmail.com', 2), 1);
  assert.equal(distance('gmai.com', 'gmail.com', 2), 1);
  assert.equal(distance('gmaail.com', 'gmail.com', 2), 1);
  assert.equal(distance('gnail.com', 'gmail.com', 2), 1);
  assert.equal(distance('gmial.cmo', 'gmail.com', 2), 2);
});

test('distance stops at its bound', () => {
  assert.equal(distance('yahoo.com', 'gmail.com', 2), 3);
  assert.equal(distance('a', 'abcdef', 2), 3);
  assert.equal(distance('x'.repeat(300), 'x'.repeat(299), 2), 1);
});
