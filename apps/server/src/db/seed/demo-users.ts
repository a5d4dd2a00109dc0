import type { Role } from '@app/core';

/** The demo accounts, one per role. Printed at start-up and listed in the README. */
export const DEMO_USERS: ReadonlyArray<{ staffId: string; password: string; fullName: string; role: Role }> = [
  { staffId: 'STU-001', password: 'student123', fullName: 'Amara Okafor', role: 'student' },
  { staffId: 'INS-001', password: 'instructor123', fullName: 'Daniel Reyes', role: 'instructor' },
  { staffId: 'ADM-001', password: 'admin12345', fullName: 'Grace Lindqvist', role: 'admin' },
  { staffId: 'SUB-001', password: 'subadmin123', fullName: 'Kenji Watanabe', role: 'subadmin' },
];
