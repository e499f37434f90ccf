/**
 * The ids of a widget's form controls, from a prefix
 * the server and the browser agree on (see form/instance-prefix.ts), so that
 * `for`, `aria-describedby` and the error summary's links hold in
 * server-rendered markup too, and several widgets can share one document
 * (light DOM) without colliding.
 */
import type { ControlName } from './model.js';

export type FieldIds = (name: ControlName) => string;

export const fieldIds =
  (prefix: string): FieldIds =>
  (name) =>
    `${prefix}-${name}`;
