/** The element as the check chunk sees it, besides what every feature sees. */
export interface CheckHost {
  /** Shows the configuration check (`debug`), as `?event-register-check` in the page's address does. */
  readonly debug: boolean;
}
