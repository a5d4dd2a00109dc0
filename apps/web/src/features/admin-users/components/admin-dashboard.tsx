import { BookOpen, LayoutDashboard, Settings, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/features/auth';
import { CoursesTab, OverviewTab, SettingsTab } from './dashboard-tabs';
import { StatsGrid } from './stats-grid';
import { UsersManager } from './users-manager';

const TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'users', label: 'User Management', icon: Users },
  { value: 'courses', label: 'Course Management', icon: BookOpen },
  { value: 'settings', label: 'System Settings', icon: Settings },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** The Super Admin dashboard (/ and /admin for admins): the figures, then the four tabs; the open tab lives in the address (?tab=). */
export function AdminDashboard() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'overview';
  // A tab's own filters (the users' ?q=&role=&page=) do not follow it to another tab.
  const openTab = (value: string) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>Super Admin Dashboard | LearnFlix</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Super Admin Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Manage your learning management system</p>

      <StatsGrid className="mt-8" />

      <Tabs value={tab} onValueChange={openTab} className="mt-8">
        <TabsList className="grid h-auto grid-cols-2 gap-1 sm:flex sm:h-11">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="min-h-10 px-2 whitespace-normal sm:whitespace-nowrap">
              <Icon aria-hidden className="size-4 shrink-0" /> {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab me={user} />
        </TabsContent>
        <TabsContent value="users">
          <UsersManager mode="users" headed />
        </TabsContent>
        <TabsContent value="courses">
          <CoursesTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
