import { z } from 'zod';
import { helplines } from './helplines.ts';
import { plainString } from './text.ts';

const MAX_ITEMS = 20;
const item = () =>
  plainString()
    .trim()
    .min(1, 'Remove empty lines from your plan.')
    .max(300, 'Keep each line of your plan under 300 characters.');

const list = () => z.array(item()).max(MAX_ITEMS, `Each part of your plan can hold up to ${MAX_ITEMS} lines.`);

export const SafetyPlanContactSchema = z
  .object({
    name: plainString().trim().min(1, 'Give each contact a name.').max(100, 'Keep names under 100 characters.'),
    phone: plainString()
      .trim()
      .max(40, 'Keep phone numbers under 40 characters.')
      .regex(/^[0-9 +()-]*$/, 'Phone numbers may hold only digits, spaces, +, brackets and dashes.'),
  })
  .strict();
export type SafetyPlanContact = z.infer<typeof SafetyPlanContactSchema>;

const contacts = () =>
  z.array(SafetyPlanContactSchema).max(MAX_ITEMS, `Each part of your plan can hold up to ${MAX_ITEMS} contacts.`);

/** The Stanley-Brown safety plan's sections (Stanley & Brown 2012), as Beyond Blue's BeyondNow uses them. */
export const SafetyPlanSchema = z
  .object({
    warningSigns: list(),
    copingStrategies: list(),
    distractions: list(),
    supportPeople: contacts(),
    professionals: contacts(),
    safeEnvironment: list(),
    reasonsForLiving: list(),
  })
  .strict();
export type SafetyPlan = z.infer<typeof SafetyPlanSchema>;
export type SafetyPlanSection = keyof SafetyPlan;

export const SafetyPlanViewSchema = z.object({
  plan: SafetyPlanSchema,
  /** null: never saved (the plan shown is the starting one, with the Australian lines filled in). */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SafetyPlanView = z.infer<typeof SafetyPlanViewSchema>;

export const safetyPlanSections: { id: SafetyPlanSection; title: string; prompt: string; kind: 'list' | 'contacts' }[] =
  [
    {
      id: 'warningSigns',
      title: 'My warning signs',
      prompt: 'Thoughts, feelings, situations or behaviours that tell me a crisis may be building.',
      kind: 'list',
    },
    {
      id: 'copingStrategies',
      title: 'Things I can do by myself',
      prompt: 'Things that help me feel better or take my mind off things, without contacting anyone.',
      kind: 'list',
    },
    {
      id: 'distractions',
      title: 'People and places that distract me',
      prompt: 'People to be around and places to go that help me feel better or take my mind off things.',
      kind: 'list',
    },
    {
      id: 'supportPeople',
      title: 'People I can ask for help',
      prompt: 'Family members or friends I can tell that I am not OK.',
      kind: 'contacts',
    },
    {
      id: 'professionals',
      title: 'Professionals and services',
      prompt: 'My GP, counsellor or other professionals, and the crisis lines, any time of day.',
      kind: 'contacts',
    },
    {
      id: 'safeEnvironment',
      title: 'Making my environment safe',
      prompt: 'What I can do, or ask someone to do, to keep myself safe (for example, putting things out of reach).',
      kind: 'list',
    },
    {
      id: 'reasonsForLiving',
      title: 'My reasons for living',
      prompt: 'The people, things and hopes that matter most to me.',
      kind: 'list',
    },
  ];

const line = (id: 'lifeline' | 'suicidecallback' | 'beyondblue' | 'yarn' | 'emergency'): SafetyPlanContact => ({
  name: id === 'emergency' ? 'Emergency (police, ambulance, fire)' : helplines[id].name,
  phone: helplines[id].phone,
});

/** Where a plan starts: empty, except the Australian lines that answer 24/7. */
export function startingSafetyPlan(): SafetyPlan {
  return {
    warningSigns: [],
    copingStrategies: [],
    distractions: [],
    supportPeople: [],
    professionals: [line('lifeline'), line('suicidecallback'), line('beyondblue'), line('yarn'), line('emergency')],
    safeEnvironment: [],
    reasonsForLiving: [],
  };
}
