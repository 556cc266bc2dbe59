import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemoryList } from '../../../shared/memory.ts';
import { apiGet } from '../../lib/api.ts';

export const getMemory = () => apiGet<MemoryList>('/api/memory');

export const getMemoryQueryOptions = () => queryOptions({ queryKey: ['/api/memory'], queryFn: getMemory });

export const useMemory = () => useQuery(getMemoryQueryOptions());
