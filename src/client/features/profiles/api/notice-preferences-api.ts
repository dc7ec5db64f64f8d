import { apiKey, apiQuery, callApi } from '@client/lib/call-api';
import { pushApi } from '@shared/api/push';
import type { NoticePreferences, NoticePreferencesInput } from '@shared/schemas/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The member's notice choices and device count (profile → Notifications). */
export function useNoticePreferences() {
  return useQuery(apiQuery(pushApi.preferences));
}

function useStore() {
  const client = useQueryClient();
  return (answer: NoticePreferences) => client.setQueryData(apiKey(pushApi.preferences), answer);
}

export function useUpdateNoticePreferences() {
  return useMutation({
    mutationFn: (input: NoticePreferencesInput) => callApi(pushApi.updatePreferences, { body: input }),
    onSuccess: useStore(),
  });
}

/** Subscribes this device (browser half in lib/web-push.ts) and stores it on the server. */
export function usePushDevice() {
  const store = useStore();
  const add = useMutation({
    mutationFn: async (subscribe: (publicKey: string) => Promise<PushSubscriptionJSON>) => {
      const { publicKey } = await callApi(pushApi.publicKey);
      const json = await subscribe(publicKey);
      return callApi(pushApi.subscribe, {
        body: {
          endpoint: json.endpoint ?? '',
          expirationTime: json.expirationTime ?? null,
          keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        },
      });
    },
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: async (unsubscribe: () => Promise<string | null>) => {
      const endpoint = await unsubscribe();
      return endpoint ? callApi(pushApi.unsubscribe, { body: { endpoint } }) : callApi(pushApi.preferences);
    },
    onSuccess: store,
  });
  return { add, remove };
}
