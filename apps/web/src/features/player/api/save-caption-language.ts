import { captionLanguageInput } from '@app/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Remembers the learner's captions (a language, or null for off) for every lesson. */
export async function saveCaptionLanguage(language: string | null) {
  return captionLanguageInput.parse(await api<unknown>('/api/profile/caption-language', { method: 'PUT', body: { language } }));
}

export function useSaveCaptionLanguage() {
  return useMutation({ mutationFn: saveCaptionLanguage });
}
