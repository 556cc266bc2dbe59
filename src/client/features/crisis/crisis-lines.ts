import { helplines, type CrisisInteractionType, type Helpline } from '../../../shared/helplines.ts';

export interface CrisisLine {
  line: Helpline;
  /** What the spec says each line is for (§2 crisis dialog). */
  purpose: string;
  interaction: CrisisInteractionType;
  urgent?: boolean;
}

export const crisisLines: CrisisLine[] = [
  { line: helplines.lifeline, purpose: '24/7 crisis line', interaction: 'call_lifeline' },
  { line: helplines.beyondblue, purpose: 'Depression and anxiety support', interaction: 'call_beyondblue' },
  { line: helplines.suicidecallback, purpose: '24/7 telephone counselling', interaction: 'call_suicidecallback' },
  { line: helplines.emergency, purpose: 'Life-threatening emergency', interaction: 'call_emergency', urgent: true },
];

/** Websites of the first two organisations (spec §2). */
export const crisisWebsites = [helplines.lifeline, helplines.beyondblue].map((line) => ({
  name: line.name,
  url: line.website,
  label: line.website.replace(/^https:\/\/(www\.)?/, ''),
}));
