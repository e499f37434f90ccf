import { html, type TemplateResult } from 'lit';
import type { ErrorText } from '../../fields/problem.js';

export const errorTextTemplate = (error: ErrorText): TemplateResult | string =>
  error.raw ? html`<bdi class="er-server-text" lang="en">${error.text}</bdi>` : error.text;
