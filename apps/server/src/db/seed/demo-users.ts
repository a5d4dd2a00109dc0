import type { Role } from '@app/core';

/** The demo accounts, one per role. Printed at start-up and listed in the README. */
export const DEMO_USERS: ReadonlyArray<{ staffId: string; password: string; fullName: string; role: Role }> = [
  { staffId: 'STU-001', password: 'student123', fullName: 'Amara Okafor', role: 'student' },
  { staffId: 'INS-001', password: 'instructor123', fullName: 'Daniel Reyes', role: 'instructor' },
  { staffId: 'ADM-001', password: 'admin12345', fullName: 'Grace Lindqvist', role: 'admin' },
  { staffId: 'SUB-001', password: 'subadmin123', fullName: 'Kenji Watanabe', role: 'subadmin' },
];

export interface DemoPerson {
  staffId: string;
  fullName: string;
  role: Extract<Role, 'student' | 'instructor'>;
  specialization?: string;
  bio?: string;
}

/**
 * The password of every extra demo account: its staff ID in lower case with '-demo' (INS-002 signs
 * in with 'ins-002-demo'), long enough for our own 8-character minimum.
 */
export const extraPassword = (staffId: string) => `${staffId.toLowerCase()}-demo`;

/** Profile details of the demo instructor (the account itself is in DEMO_USERS). */
export const DEMO_INSTRUCTOR_PROFILE = {
  specialization: 'Full-stack web development',
  bio: 'Daniel has built web applications for fifteen years, from agency sites to payment platforms serving millions of users. He teaches JavaScript, TypeScript and Node.js with a focus on code you would be happy to maintain.',
};

/** Extra instructors and students, so the catalogue has several teachers and courses have a class. */
export const EXTRA_PEOPLE: readonly DemoPerson[] = [
  {
    staffId: 'INS-002',
    fullName: 'Priya Raman',
    role: 'instructor',
    specialization: 'Data science and machine learning',
    bio: 'Priya led analytics teams in retail and healthcare before teaching. She believes every chart should answer a question, and every model should be explained to the people who use it.',
  },
  {
    staffId: 'INS-003',
    fullName: 'Marcus Bennett',
    role: 'instructor',
    specialization: 'Offensive security and secure coding',
    bio: 'Marcus is a penetration tester and former incident responder (OSCP, CISSP). He has spent a decade breaking into systems, with permission, and helping developers close the doors he found open.',
  },
  {
    staffId: 'INS-004',
    fullName: 'Sofia Marin',
    role: 'instructor',
    specialization: 'UX and interface design',
    bio: 'Sofia is a product designer who has shipped design systems for fintech and public-sector services. She teaches design as a way of thinking, with a soft spot for typography and CSS.',
  },
  {
    staffId: 'INS-005',
    fullName: 'Olusegun Adeyemi',
    role: 'instructor',
    specialization: 'Product management and growth',
    bio: 'Olusegun co-founded two start-ups and has been a product lead at a marketplace company. He teaches finance, marketing and product with real numbers from real companies.',
  },
  {
    staffId: 'INS-006',
    fullName: 'Hannah Keller',
    role: 'instructor',
    specialization: 'Cloud infrastructure and DevOps',
    bio: 'Hannah is a site reliability engineer and AWS Community Builder. She has migrated monoliths to containers more times than she can count and writes Terraform for fun.',
  },
  {
    staffId: 'INS-007',
    fullName: 'Naomi Castellanos',
    role: 'instructor',
    specialization: 'Leadership and team coaching',
    bio: 'Naomi is an executive coach who spent twelve years managing engineering and operations teams across three continents. Her courses are practical, honest and full of scripts you can use on Monday.',
  },
  { staffId: 'STU-002', fullName: 'Liam Chen', role: 'student' },
  { staffId: 'STU-003', fullName: 'Fatima Al-Sayed', role: 'student' },
  { staffId: 'STU-004', fullName: 'Noah Williams', role: 'student' },
  { staffId: 'STU-005', fullName: 'Sakura Tanaka', role: 'student' },
  { staffId: 'STU-006', fullName: 'Mateo Rossi', role: 'student' },
  { staffId: 'STU-007', fullName: 'Zanele Dlamini', role: 'student' },
  { staffId: 'STU-008', fullName: 'Ethan Murphy', role: 'student' },
  { staffId: 'STU-009', fullName: 'Ines Moreau', role: 'student' },
  { staffId: 'STU-010', fullName: 'Arjun Mehta', role: 'student' },
  { staffId: 'STU-011', fullName: 'Olivia Novak', role: 'student' },
  { staffId: 'STU-012', fullName: 'Kwame Asante', role: 'student' },
];
