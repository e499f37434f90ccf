import { html, type TemplateResult } from 'lit';

/** An error message: the widget's own translated text, or the server's own words when nothing matched. */
export interface ErrorText {
  text: string;
  /** The server's text, shown as it came: English, isolated for bidirectional text. */
  raw: boolean;
}

export function errorTextTemplate(error: ErrorText): TemplateResult | string {
  return error.raw ? html`<bdi lang="en">${error.text}</bdi>` : error.text;
}
