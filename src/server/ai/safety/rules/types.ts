export const riskCategories = [
  'suicide',
  'self_harm',
  'harm_to_others',
  'abuse',
  'medical',
  'third_party',
  'means_request',
  'distress',
  'substance',
  'bullying',
  'bereavement',
] as const;
export type RiskCategory = (typeof riskCategories)[number];
export type RuleTier = 'elevated' | 'high' | 'immediate';

/** One pattern over normalised text, with the context checks that apply to it. */
export interface Rule {
  id: string;
  tier: RuleTier;
  categories: RiskCategory[];
  re: RegExp;
  /** Another pattern the whole message must also contain. */
  also?: RegExp;
  /** Context anywhere in the message that explains the match away (a job, a trip). */
  unless?: RegExp;
  /** Risk to the speaker: a negator just before the match cancels it. */
  negatable?: boolean;
  /** Read back for the subject; about someone else, it becomes a third-party risk. */
  subject?: boolean;
  /** Only counts when it is about someone else (e.g. "she won't wake up"). */
  otherOnly?: boolean;
  /** Words already in the past ("tried to", "used to"): distant and resolved history lowers them. */
  past?: boolean;
  /** Can be read in past tense from the words before it ("had suicidal thoughts"). */
  tense?: boolean;
  /** An intention to act: timing, a place or a means at hand makes it danger now. */
  act?: boolean;
  /** Third-person words that a film, book, song or news item explains away. */
  fiction?: boolean;
  /** Can be exaggeration ("i'm going to kill him lol"). */
  hyperbole?: boolean;
  /** Can be an accident ("cut myself shaving"). */
  accident?: boolean;
  /** Breathing trouble with anxiety is panic, not an emergency. */
  anxiety?: boolean;
}

/** Builds a case-sensitive global regex from a raw template (text is already lower case). */
export const rx = (strings: TemplateStringsArray, ...values: string[]) =>
  new RegExp(String.raw(strings, ...values), 'g');

/** One regex matching any of the alternatives, each written on its own line for readability. */
export const rxAny = (...alternatives: string[]) => new RegExp(alternatives.map((a) => `(?:${a})`).join('|'), 'g');
