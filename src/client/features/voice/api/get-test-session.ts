import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestSessionInfo } from '../../../../shared/voice.ts';
import { apiGet } from '../../../lib/api.ts';

export const getTestSession = () => apiGet<TestSessionInfo>('/api/test-session');

export const useTestSession = () =>
  useQuery(queryOptions({ queryKey: ['/api/test-session'], queryFn: getTestSession }));
