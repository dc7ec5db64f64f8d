import { useWrite } from '@client/lib/api-writes';
import { apiQuery, apiUrl, callApi, fieldQuery, listQuery } from '@client/lib/call-api';
import { teamSuccessApi as api } from '@shared/api/team-success';
import { publishedStoriesLimit } from '@shared/first-reads';
import type {
  EditTeamSuccessInput,
  ReportTeamSuccessInput,
  TeamSuccessListQuery,
} from '@shared/schemas/team-success';
import { useMutation, useQuery } from '@tanstack/react-query';

export function useReportTeamSuccess() {
  return useMutation({
    mutationFn: (input: ReportTeamSuccessInput) => callApi(api.report, { body: input }),
  });
}

/** Sends a photo through the one upload call; answers its stored address. */
export function uploadTeamSuccessPhoto(file: File): Promise<string> {
  return callApi(api.uploadPhoto, { file }).then((answer) => answer.photo.url);
}

export function useTeamSuccessTeams() {
  return useQuery(fieldQuery(api.teams, 'teams'));
}

export function usePublishedStories(limit = publishedStoriesLimit) {
  const query = { limit };
  return useQuery(fieldQuery(api.published, 'stories', { query }));
}

export function useTeamSuccessList(query: TeamSuccessListQuery) {
  return useQuery(listQuery(api.adminList, query));
}

export function teamSuccessCsvUrl(query: TeamSuccessListQuery): string {
  const { page: _, ...rest } = query;
  return apiUrl(api.adminCsv, { query: rest });
}

export function useTeamSuccessDetail(id: string | null) {
  return useQuery({
    ...apiQuery(api.adminById, { params: { id: id ?? '' } }),
    enabled: !!id,
  });
}

/** What a change of a story makes stale. */
const storyReads = [api.adminList, api.adminById, api.published];

export type TeamSuccessDecision = 'approve' | 'publish' | 'unpublish';

export function useDecideTeamSuccess(id: string) {
  return useWrite((decision: TeamSuccessDecision) => callApi(api[decision], { params: { id } }), storyReads);
}

export function useRejectTeamSuccess(id: string) {
  return useWrite((reason: string) => callApi(api.reject, { params: { id }, body: { reason } }), storyReads);
}

export function useEditTeamSuccess(id: string) {
  return useWrite(
    (input: EditTeamSuccessInput) => callApi(api.edit, { params: { id }, body: input }),
    storyReads,
  );
}
