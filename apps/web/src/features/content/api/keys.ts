/** Query keys of the content area; the logged state is part of every key so a login refetches. */
export const contentKeys = {
  all: ['content'] as const,
  area: (layoutArea: string, logged: boolean) => ['content', 'area', layoutArea, logged] as const,
  parameters: (id: number, logged: boolean) => ['content', 'parameters', id, logged] as const,
  news: (category: string, logged: boolean) => ['content', 'news', category, logged] as const,
  rtp: (mensile: boolean) => ['content', 'rtp', mensile] as const,
};

/** Content calls: 3 attempts in total, 500 ms apart, then nothing is shown (document 1 §7, §8). */
export const contentRetry = { retry: 2, retryDelay: 500 } as const;
/** Cached for the whole session: content does not change while the player browses. */
export const sessionCache = {
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
} as const;
