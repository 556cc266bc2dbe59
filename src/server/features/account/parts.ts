import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { billingData } from '../billing/index.ts';
import { crisisData } from '../crisis/index.ts';
import { usageData } from '../entitlements/index.ts';
import { memoryData } from '../memory/index.ts';
import { consentsData } from '../terms/index.ts';
import { documentsData, sessionsData } from '../therapy/index.ts';
import { videoData } from '../video/index.ts';
import { voiceData } from '../voice/index.ts';

/**
 * Every feature's share of the export file, in the file's order. A feature that keeps something of
 * a person's exports a PersonalDataPart from its index.ts and is listed here (check-ins and the safety
 * plan join this way).
 */
export const personalDataParts: PersonalDataPart[] = [
  sessionsData,
  documentsData,
  memoryData,
  billingData,
  usageData,
  voiceData,
  videoData,
  consentsData,
  crisisData,
];
