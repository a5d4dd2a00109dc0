import { captionLanguageInput } from '@app/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Remembers the learner's captions (a language, or null for off) for every lesson. */
export async function saveCaptionLanguage(language: string | null) {
  return captionLanguageInput.parse(await api<unknown>('/api/profile/caption-language', { method: 'PUT', body: { language } }));
}

export function useSaveCaptionLanguage() {
  // One at a time, in order: C pressed twice quickly must leave the server with the second choice.
  return useMutation({ mutationFn: saveCaptionLanguage, scope: { id: 'caption-language' } });
}
