/**
 * The address of one widget: "Did you mean ada@gmail.com?" when the email field loses focus or a
 * press would send an address with a suggestion not yet seen (that press is held, once), and after
 * a registration the line that says where the link went.
 */
import { AddressSuggestionEvent, type AddressSuggestionAction } from '../events/address-suggestion.js';
import type { AddressAnnouncer, AddressHost, AddressParts } from './address-host.js';
import type { ReactiveController, TemplateResult } from 'lit';
import type { FeatureController, SuccessContext, SuccessParts } from '../interaction/flow-feature.js';
import type { SuccessShown } from '../interaction/modes/mode.js';
import { localeLoaders as addressLocaleLoaders } from '../generated/address-locale-loaders.js';
import { addCataloguePart } from '../i18n/catalogues.js';
import { focusedIn } from '../interaction/focus.js';
import { isolate } from '../interaction/messages/formatting.js';
import { addressText } from './messages.js';
import { styleAdopter } from '../interaction/styles/style-adopter.js';
import { addressRules } from './styles/address-rules.js';

const adoptAddressStyles = styleAdopter(addressRules);
import { suggestAddress } from './suggest/suggest.js';
import { hintTemplate } from './templates/hint-view.js';
import { sentToTemplate } from './templates/sent-to-view.js';
import { PREFIX } from '../interaction/messages/console-prefix.js';

/**
 * What the person does next in the widget, after which the live region has said the hint. Not a
 * focus change: some engines deliver the one that hid the field (Tab) after the hint has rendered.
 */
const QUIET_ON = ['keydown', 'pointerdown'] as const;

/** A domain name as `email-suggestions` lists them: letters, digits and hyphens, in two labels or more. */
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

interface Suggestion {
  typed: string;
  suggested: string;
}

export class AddressController implements ReactiveController, FeatureController {
  /** The suggestion shown, for the address it was made for. */
  private shown: Suggestion | undefined;
  /** Addresses whose suggestion the person declined: theirs never comes back. */
  private readonly declined = new Set<string>();
  /** A pointer is down in the widget: a hint shown now would move what it is pressing. */
  private pressing = false;
  /** The email field lost focus to that press: its hint shows once the press is over. */
  private showAfterPress = false;
  /** The `email-suggestions` value the console last explained. */
  private reported = '';
  /** The last address worked out (with the own domains), and its suggestion. */
  private checked: { key: string; suggested: string | undefined } | undefined;
  /** A check is waiting for the page to be idle. */
  private checking = false;
  /** Settles once the chunk's part of the widget's language is here (or has failed: English then). */
  readonly ready: Promise<unknown>;

  constructor(
    private readonly host: AddressHost,
    private readonly parts: AddressParts,
    private readonly announcer: AddressAnnouncer,
  ) {
    addCataloguePart(addressLocaleLoaders);
    this.ready = parts.i18n.reload();
    host.addController(this);
    // A person who left the email field before the chunk arrived, for another part of the form, sees its hint now.
    void this.ready.then(() => {
      this.onInput();
      const active = focusedIn(host.renderRoot);
      if (active && active.id !== parts.ids('email')) this.show();
    });
  }

  hostConnected(): void {
    adoptAddressStyles(this.host.renderRoot, (this.host.renderRoot as unknown) === this.host);
    this.listen('addEventListener');
  }

  hostDisconnected(): void {
    this.listen('removeEventListener');
  }

  /** On the root: a focus move inside a shadow root never reaches its host. */
  private listen(method: 'addEventListener' | 'removeEventListener'): void {
    const root = this.host.renderRoot;
    root[method]('focusout', this.onFocusOut);
    root[method]('pointerdown', this.onPointerDown);
    root[method]('input', this.onInput);
  }

  /**
   * A press about to send the address in the field: true when it is held, to show a suggestion the
   * person has not seen. Sending past a shown suggestion declines it.
   */
  holds(): boolean {
    const current = this.current();
    if (!current) return this.show();
    this.decline(current);
    return false;
  }

  /** The hint under the email field, while the field holds the address it was made for. */
  emailHint(): TemplateResult | undefined {
    const current = this.current();
    return (
      current &&
      hintTemplate({
        id: `${this.parts.ids('email')}-hint`,
        ...current,
        onUse: () => this.use(current),
        onKeep: () => {
          this.decline(current);
          this.parts.focus.request('email');
        },
      })
    );
  }

  /** A registration's line: where the link went, and a way back to the form, with the address selected. */
  successParts(shown: SuccessShown, { onWrongAddress }: SuccessContext): SuccessParts {
    if (shown.view !== 'registered') return {};
    return {
      sentTo: sentToTemplate(shown.email, () => {
        onWrongAddress();
        // After the flow's focus move, which waits for the same update.
        void this.host.updateComplete.then(() =>
          this.host.renderRoot.querySelector<HTMLInputElement>(`[id="${this.parts.ids('email')}"]`)?.select(),
        );
      }),
    };
  }

  /**
   * Says `text` in the polite live region, once: the person's next key or press in the widget
   * empties the region again, so that reading through the form later finds the hint only at the field.
   */
  private say(text: (() => string) | undefined): void {
    const root = this.host.renderRoot;
    this.announcer.current = text;
    this.host.requestUpdate();
    if (!text) return;
    // After the update that says it: the key that hid the field (Tab) is over by then.
    void this.host.updateComplete.then(() => {
      const quiet = (): void => {
        for (const type of QUIET_ON) root.removeEventListener(type, quiet);
        if (this.announcer.current === text) this.say(undefined);
      };
      for (const type of QUIET_ON) root.addEventListener(type, quiet);
    });
  }

  /** The address in the field, as it would be sent. */
  private get typed(): string {
    return this.parts.form.values.email.trim();
  }

  private current(): Suggestion | undefined {
    const shown = this.shown;
    return shown?.typed === this.typed ? shown : undefined;
  }

  /** Shows the suggestion for the address in the field, if it has one not declined; whether it did. */
  private show(): boolean {
    const typed = this.typed;
    const own = this.ownDomains();
    const suggested = !own || this.declined.has(typed) || this.current() ? undefined : this.suggestionFor(typed, own);
    if (!suggested) return false;
    this.shown = { typed, suggested };
    this.say(() => addressText.hint(isolate(suggested)));
    this.tell('shown', suggested);
    return true;
  }

  /**
   * The integrator's own domains (`email-suggestions`), or undefined when it says `off`. A word that is
   * not a domain is left out, and the console says so once per value of the attribute.
   */
  private ownDomains(): string[] | undefined {
    const setting = (this.host.emailSuggestions ?? '').trim().toLowerCase();
    if (setting === 'off') return undefined;
    const words = setting.split(/[\s,]+/).filter(Boolean);
    const wrong = words.filter((word) => !DOMAIN.test(word));
    if (wrong.length && setting !== this.reported) {
      this.reported = setting;
      console.warn(`${PREFIX} email-suggestions: not a domain name, left out: ${wrong.join(' ')}`);
    }
    return words.filter((word) => DOMAIN.test(word));
  }

  /** The suggestion for an address, worked out once: a press then finds it ready. */
  private suggestionFor(typed: string, own: string[]): string | undefined {
    const key = `${typed} ${own.join(' ')}`;
    if (this.checked?.key !== key) this.checked = { key, suggested: suggestAddress(typed, own) };
    return this.checked.suggested;
  }

  /**
   * Works out the suggestion for what was typed while the page is idle, so that neither leaving the
   * field nor pressing Register pays for it: the first check runs code not yet optimised, a few
   * milliseconds at the moment of a press.
   */
  private readonly onInput = (): void => {
    if (this.checking) return;
    this.checking = true;
    const check = (): void => {
      this.checking = false;
      const own = this.ownDomains();
      if (own) this.suggestionFor(this.typed, own);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(check, { timeout: 1000 });
    else setTimeout(check, 100);
  };

  /** The page hears what became of a suggestion (`address-suggestion`). */
  private tell(action: AddressSuggestionAction, suggestion: string): void {
    this.host.dispatchEvent(new AddressSuggestionEvent({ action, suggestion }));
  }

  private use(current: Suggestion): void {
    this.tell('used', current.suggested);
    this.shown = undefined;
    this.say(undefined);
    // As if typed: the form keeps it, and the field shows it with the caret at its end.
    this.parts.form.input('email', current.suggested);
    this.parts.focus.request('email');
  }

  private decline(current: Suggestion): void {
    this.tell('kept', current.suggested);
    this.declined.add(current.typed);
    this.shown = undefined;
    this.say(undefined);
  }

  /** Focus to the email field once the update under way has rendered (the hint's button is gone). */

  private readonly onFocusOut = (event: Event): void => {
    if ((event.target as Element).id !== this.parts.ids('email')) return;
    // A hint shown under a press would move what the pointer is on (Register): it waits for the click.
    if (this.pressing) this.showAfterPress = true;
    else this.show();
  };

  private readonly onPointerDown = (): void => {
    this.pressing = true;
    const listening = new AbortController();
    const up = (): void => {
      listening.abort();
      this.pressing = false;
      // After the click, which the browser dispatches in the same task as pointerup.
      if (this.showAfterPress) setTimeout(() => this.show());
      this.showAfterPress = false;
    };
    for (const type of ['pointerup', 'pointercancel'])
      this.host.ownerDocument.addEventListener(type, up, { capture: true, signal: listening.signal });
  };
}
