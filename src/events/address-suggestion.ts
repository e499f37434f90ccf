/** What became of an address suggestion ("Did you mean …?"). */
export type AddressSuggestionAction = 'shown' | 'used' | 'kept';

/** `address-suggestion`: a suggestion showed, was used, or the person kept their own address. */
export interface AddressSuggestionDetail {
  /** `shown` once per suggestion shown; `used` for "Use"; `kept` for the keep button, or a press that sends past it. */
  action: AddressSuggestionAction;
  /** The address suggested, for the page's own use. */
  suggestion: string;
}

export class AddressSuggestionEvent extends CustomEvent<AddressSuggestionDetail> {
  static readonly eventName = 'address-suggestion' as const;
  constructor(detail: AddressSuggestionDetail) {
    // eventInit's values, spelled out: the address chunk that fires it imports nothing of the
    // interaction chunk's events.
    super(AddressSuggestionEvent.eventName, { bubbles: true, composed: true, detail });
  }
}
