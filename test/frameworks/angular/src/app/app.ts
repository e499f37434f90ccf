import {
  afterNextRender,
  Component,
  Directive,
  ElementRef,
  inject,
  InjectionToken,
  input,
  PLATFORM_ID,
  Renderer2,
  type OnInit,
} from '@angular/core';
import { isPlatformServer } from '@angular/common';
import type { RegisteredEvent } from 'event-register';

/** What server.ts hands to each render: the request's CSP nonce and the widget's HTML. */
export interface RequestContext {
  nonce: string;
  form: string;
}

/** The widget's HTML, from renderEventRegister() on the server; in the browser, none. */
export const EVENT_REGISTER_FORM = new InjectionToken<string>('EVENT_REGISTER_FORM', { factory: () => '' });

/**
 * Writes HTML into its element on the server only. Not [innerHTML]: hydration sets a bound
 * innerHTML again, and the browser's copy of the form would be replaced with what was typed in it.
 */
@Directive({ selector: '[appServerHtml]' })
export class ServerHtml implements OnInit {
  readonly appServerHtml = input.required<string>();
  private readonly element = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly renderer = inject(Renderer2);
  private readonly server = isPlatformServer(inject(PLATFORM_ID));

  ngOnInit(): void {
    if (this.server) this.renderer.setProperty(this.element.nativeElement, 'innerHTML', this.appServerHtml());
  }
}

@Component({
  selector: 'app-root',
  imports: [ServerHtml],
  template: `
    <main>
      <h1>Webinar: Barrierefreie Formulare</h1>
      <p>Melden Sie sich an, wir schicken Ihnen den Link.</p>
      <div [appServerHtml]="form" (registered)="onRegistered($event)"></div>
      <p id="below">Der Text unter dem Formular bleibt, wo er ist.</p>
    </main>
  `,
})
export class App {
  protected readonly form = inject(EVENT_REGISTER_FORM);

  constructor() {
    afterNextRender(() => {
      // In the browser only, after hydration: the element takes over the form the server rendered.
      void import('event-register');
      document.documentElement.dataset['hydrated'] = '';
    });
  }

  protected onRegistered(event: Event): void {
    console.info('registered', (event as RegisteredEvent).detail.registrationId);
  }
}
