import { describe, expect, it } from 'vitest';
import { changePasswordInput, signInInput, signUpInput } from './auth.js';
import { catalogueQuery } from './catalogue.js';
import { enrollmentHistoryQuery } from './enrollments.js';
import { MESSAGES } from './errors.js';
import { textInput } from './fields.js';
import { evaluationInput } from './grading.js';
import { profileUpdateInput } from './profile.js';
import { quizInput } from './quiz-authoring.js';
import { answerInput } from './quiz-taking.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('signUpInput', () => {
  const valid = { fullName: ' Ada ', staffId: ' STU-9 ', password: 'password9', role: 'student' };
  it('trims name and staff ID but never the password', () => {
    expect(signUpInput.parse({ ...valid, password: ' spaced pw ' })).toEqual({
      fullName: 'Ada',
      staffId: 'STU-9',
      password: ' spaced pw ',
      role: 'student',
    });
  });
  it.each(['admin', 'subadmin', 'Student', ''])('refuses role %j', (role) => {
    expect(firstMessage(signUpInput.safeParse({ ...valid, role }))).toBe('Role must be Student or Instructor');
  });
  it('refuses passwords under 8 characters with the product message', () => {
    expect(firstMessage(signUpInput.safeParse({ ...valid, password: '1234567' }))).toBe(MESSAGES.passwordTooShort);
    expect(signUpInput.safeParse({ ...valid, password: '12345678' }).success).toBe(true);
  });
  it('refuses a password of spaces alone, however long', () => {
    expect(firstMessage(signUpInput.safeParse({ ...valid, password: ' '.repeat(12) }))).toBe('Password cannot be only spaces.');
    expect(firstMessage(signUpInput.safeParse({ ...valid, password: '\t'.repeat(9) }))).toBe('Password cannot be only spaces.');
  });
  it('refuses extra fields', () => {
    expect(signUpInput.safeParse({ ...valid, isInstructor: true }).success).toBe(false);
  });
  it('bounds the name at 120 characters', () => {
    expect(signUpInput.safeParse({ ...valid, fullName: 'n'.repeat(120) }).success).toBe(true);
    expect(firstMessage(signUpInput.safeParse({ ...valid, fullName: 'n'.repeat(121) }))).toBe('Full Name must be at most 120 characters');
  });
});

describe('signInInput', () => {
  it('needs both fields', () => {
    expect(firstMessage(signInInput.safeParse({ staffId: ' ', password: 'x' }))).toBe('Staff ID is required');
    expect(firstMessage(signInInput.safeParse({ staffId: 'A', password: '' }))).toBe('Password is required');
  });
});

describe('changePasswordInput', () => {
  it("says when the passwords don't match", () => {
    const r = changePasswordInput.safeParse({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      confirmPassword: 'new-passw0rd',
    });
    expect(firstMessage(r)).toBe("New passwords don't match.");
  });
});

describe('profileUpdateInput', () => {
  it.each(['https://cdn.example.com/a.png', 'http://x.io/a', '/api/files/0b7e8a3c-1234-4abc-8def-0123456789ab', ''])(
    'accepts avatar %j',
    (avatarUrl) => {
      expect(profileUpdateInput.safeParse({ avatarUrl }).success).toBe(true);
    },
  );
  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/a.png', 'ftp://x/a'])('refuses avatar %j', (avatarUrl) => {
    expect(profileUpdateInput.safeParse({ avatarUrl }).success).toBe(false);
  });
  it('turns a blank bio into null and refuses an empty update', () => {
    expect(profileUpdateInput.parse({ bio: '   ' })).toEqual({ bio: null });
    expect(firstMessage(profileUpdateInput.safeParse({}))).toBe('Nothing to update');
  });
});

describe.each([
  ['the NUL character', '\u0000'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udfff'],
])('%s', (_name, NUL) => {
  const quiz = (question: Record<string, unknown>) => ({
    title: 'Quiz',
    courseId: '0b7e8a3c-1234-4abc-8def-0123456789ab',
    questions: [question],
  });
  // Every text input of the contract, with a NUL in it, and the label its message names.
  const cases: [string, { safeParse: (v: unknown) => { success: boolean } }, unknown, string][] = [
    ['sign-up name', signUpInput, { fullName: `A${NUL}`, staffId: 'S-1', password: 'password9', role: 'student' }, 'Full Name'],
    ['sign-up staff ID', signUpInput, { fullName: 'A', staffId: `S${NUL}1`, password: 'password9', role: 'student' }, 'Staff ID'],
    ['sign-up password', signUpInput, { fullName: 'A', staffId: 'S-1', password: `password9${NUL}`, role: 'student' }, 'Password'],
    ['sign-in staff ID', signInInput, { staffId: `S${NUL}`, password: 'x' }, 'Staff ID'],
    ['sign-in password', signInInput, { staffId: 'S', password: NUL }, 'Password'],
    [
      'current password',
      changePasswordInput,
      { currentPassword: NUL, newPassword: 'password9', confirmPassword: 'password9' },
      'Current password',
    ],
    [
      'confirmation',
      changePasswordInput,
      { currentPassword: 'x', newPassword: 'password9', confirmPassword: `password9${NUL}` },
      'Confirm password',
    ],
    ['profile name', profileUpdateInput, { fullName: `A${NUL}` }, 'Full Name'],
    ['bio', profileUpdateInput, { bio: NUL }, 'Bio'],
    ['specialization', profileUpdateInput, { specialization: NUL }, 'Specialization'],
    ['avatar URL', profileUpdateInput, { avatarUrl: `https://x.io/${NUL}` }, 'Avatar URL'],
    ['catalogue search', catalogueQuery, { q: `a${NUL}` }, 'Search'],
    ['history search', enrollmentHistoryQuery, { q: NUL }, 'Search'],
    ['answer', answerInput, { answerText: NUL }, 'Answer'],
    ['feedback', evaluationInput, { points: 1, feedback: NUL }, 'Feedback'],
    ['quiz title', quizInput, { ...quiz({ type: 'subjective', text: 'Q' }), title: NUL }, 'Title'],
    ['quiz description', quizInput, { ...quiz({ type: 'subjective', text: 'Q' }), description: NUL }, 'Description'],
    ['question', quizInput, quiz({ type: 'subjective', text: `Q${NUL}` }), 'Question text'],
    [
      'option',
      quizInput,
      quiz({ type: 'multiple_choice', text: 'Q', options: [{ text: NUL, isCorrect: true }, { text: 'b' }] }),
      'Option text',
    ],
  ];
  it.each(cases)('is refused in the %s, naming the field', (_name, schema, value, label) => {
    expect(firstMessage(schema.safeParse(value) as Parameters<typeof firstMessage>[0])).toBe(
      `${label} contains a character that is not allowed`,
    );
  });
  it('is refused before any other rule, and only it is', () => {
    expect(firstMessage(textInput('Note').max(1).safeParse(`ab${NUL}`))).toBe('Note contains a character that is not allowed');
    // An emoji is a well-formed surrogate pair: a character, accepted, whichever half is refused alone.
    expect(textInput('Note').safeParse('tab\there, ünïcödé, emoji 🙂, \ud83d\ude42').success).toBe(true);
  });
});
