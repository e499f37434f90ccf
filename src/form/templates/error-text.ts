import { html, type TemplateResult } from 'lit';
import type { ErrorText } from '../../fields/problem.js';

export function errorTextTemplate(error: ErrorText): TemplateResult | string {
  return error.raw ? html`<bdi class="er-server-text" lang="en">${error.text}</bdi>` : error.text;
}
