import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { billingData } from '../billing/index.ts';
import { checkInsData } from '../check-ins/index.ts';
import { crisisData } from '../crisis/index.ts';
import { usageData } from '../entitlements/index.ts';
import { memoryData } from '../memory/index.ts';
import { moodsData } from '../progress/index.ts';
import { safetyPlanData } from '../safety-plan/index.ts';
import { consentsData } from '../terms/index.ts';
import { documentsData, sessionsData } from '../therapy/index.ts';
import { videoData } from '../video/index.ts';
import { voiceData } from '../voice/index.ts';

/**
 * Every feature's share of the export file, in the file's order. A feature that keeps something of
 * a person's exports a PersonalDataPart from its index.ts and is listed here.
 */
export const personalDataParts: PersonalDataPart[] = [
  sessionsData,
  documentsData,
  memoryData,
  checkInsData,
  moodsData,
  safetyPlanData,
  billingData,
  usageData,
  voiceData,
  videoData,
  consentsData,
  crisisData,
];
