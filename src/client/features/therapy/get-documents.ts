import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Document } from '../../../shared/sessions.ts';
import { apiGet } from '../../lib/api.ts';

export const getDocuments = () => apiGet<Document[]>('/api/documents');

export const getDocumentsQueryOptions = () => queryOptions({ queryKey: ['/api/documents'], queryFn: getDocuments });

export const useDocuments = () => useQuery(getDocumentsQueryOptions());
