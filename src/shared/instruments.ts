/**
 * The three validated questionnaires, in their published wording (American spelling kept: a
 * validated item is not reworded). Sources:
 * - K10: Kessler RC et al. (2002), Psychological Medicine 32:959-976; items and 1-5 scoring as on
 *   the Harvard NCS page (hcp.med.harvard.edu/ncs/k6_scales.php). Bands as the Australian Bureau of
 *   Statistics reports them (ABS 4817.0.55.001, "Use of the Kessler Psychological Distress Scale in
 *   ABS Health Surveys"): low 10-15, moderate 16-21, high 22-29, very high 30-50.
 * - PHQ-9: Kroenke K, Spitzer RL, Williams JBW (2001), J Gen Intern Med 16:606-613; the form
 *   published by Pfizer (no permission required to reproduce). Severity bands 0-4, 5-9, 10-14,
 *   15-19, 20-27. The unscored tenth "how difficult" question is not asked.
 * - GAD-7: Spitzer RL, Kroenke K, Williams JBW, Löwe B (2006), Arch Intern Med 166:1092-1097.
 *   Severity bands 0-4, 5-9, 10-14, 15-21.
 */
export const instrumentIds = ['k10', 'phq9', 'gad7'] as const;
export type InstrumentId = (typeof instrumentIds)[number];

export interface AnswerOption {
  value: number;
  label: string;
}

export interface Band {
  id: string;
  label: string;
  /** Lowest total in the band (inclusive); the band runs to the next band's min - 1. */
  min: number;
}

export interface Instrument {
  id: InstrumentId;
  name: string;
  fullName: string;
  /** What the questionnaire measures, in plain words. */
  measures: string;
  /** The time frame and instruction, as published. */
  stem: string;
  items: readonly string[];
  options: readonly AnswerOption[];
  bands: readonly Band[];
  maxScore: number;
}

const k10Options = [
  { value: 1, label: 'None of the time' },
  { value: 2, label: 'A little of the time' },
  { value: 3, label: 'Some of the time' },
  { value: 4, label: 'Most of the time' },
  { value: 5, label: 'All of the time' },
] as const;

const phqOptions = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
] as const;

export const instruments: Record<InstrumentId, Instrument> = {
  k10: {
    id: 'k10',
    name: 'K10',
    fullName: 'Kessler Psychological Distress Scale (K10)',
    measures: 'psychological distress',
    stem: 'During the last 30 days, about how often did you feel…',
    items: [
      'Tired out for no good reason?',
      'Nervous?',
      'So nervous that nothing could calm you down?',
      'Hopeless?',
      'Restless or fidgety?',
      'So restless you could not sit still?',
      'Depressed?',
      'That everything was an effort?',
      'So sad that nothing could cheer you up?',
      'Worthless?',
    ],
    options: k10Options,
    bands: [
      { id: 'low', label: 'Low', min: 10 },
      { id: 'moderate', label: 'Moderate', min: 16 },
      { id: 'high', label: 'High', min: 22 },
      { id: 'very_high', label: 'Very high', min: 30 },
    ],
    maxScore: 50,
  },
  phq9: {
    id: 'phq9',
    name: 'PHQ-9',
    fullName: 'Patient Health Questionnaire (PHQ-9)',
    measures: 'symptoms of depression',
    stem: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    items: [
      'Little interest or pleasure in doing things',
      'Feeling down, depressed, or hopeless',
      'Trouble falling or staying asleep, or sleeping too much',
      'Feeling tired or having little energy',
      'Poor appetite or overeating',
      'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
      'Trouble concentrating on things, such as reading the newspaper or watching television',
      'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    ],
    options: phqOptions,
    bands: [
      { id: 'minimal', label: 'Minimal', min: 0 },
      { id: 'mild', label: 'Mild', min: 5 },
      { id: 'moderate', label: 'Moderate', min: 10 },
      { id: 'moderately_severe', label: 'Moderately severe', min: 15 },
      { id: 'severe', label: 'Severe', min: 20 },
    ],
    maxScore: 27,
  },
  gad7: {
    id: 'gad7',
    name: 'GAD-7',
    fullName: 'Generalised Anxiety Disorder scale (GAD-7)',
    measures: 'symptoms of anxiety',
    stem: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
    items: [
      'Feeling nervous, anxious, or on edge',
      'Not being able to stop or control worrying',
      'Worrying too much about different things',
      'Trouble relaxing',
      'Being so restless that it is hard to sit still',
      'Becoming easily annoyed or irritable',
      'Feeling afraid, as if something awful might happen',
    ],
    options: phqOptions,
    bands: [
      { id: 'minimal', label: 'Minimal', min: 0 },
      { id: 'mild', label: 'Mild', min: 5 },
      { id: 'moderate', label: 'Moderate', min: 10 },
      { id: 'severe', label: 'Severe', min: 15 },
    ],
    maxScore: 21,
  },
};

/** PHQ-9's ninth item asks about thoughts of death or self-harm: any answer above 0 gets a safety response. */
export const PHQ9_SELF_HARM_ITEM = 8;
