/** /dashboard/profile: header card, tabbed content and the side column. The shell lazy-loads this module. */
import { useSearchParams } from 'react-router-dom';
import type { Profile, RecentActivity } from '@contracts/profile';
import { useMyEvents } from '../../events';
import { FriendsPanel } from '../../friends';
import { profileCopy } from '../../../copy/profile';
import { ActivityCard } from './ActivityList';
import { useProfile } from '../api';
import { BadgesPanel } from './BadgesPanel';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSideColumn } from './ProfileSideColumn';
import { SettingsPanel } from './settings/SettingsPanel';
import { card, primaryButton } from '../../../lib/ui/classes';
import { Tabs, type TabDefinition } from '../../../lib/ui/Tabs';
import { failedOffline } from '../../../lib/pwa/offline';
import { OfflineNote } from '../../../lib/pwa/OfflineNote';

type TabId = 'overview' | 'events' | 'badges' | 'settings';

const tabs: readonly TabDefinition<TabId>[] = [
  { id: 'overview', label: profileCopy.tabs.overview },
  { id: 'events', label: profileCopy.tabs.events },
  { id: 'badges', label: profileCopy.tabs.badges },
  { id: 'settings', label: profileCopy.tabs.settings },
];

const latestActivityCount = 3;

function isTabId(value: string | null): value is TabId {
  return tabs.some((tab) => tab.id === value);
}

function TabContent({
  tab,
  profile,
  onSaved,
}: {
  tab: TabId;
  profile: Profile;
  onSaved: (p: Profile) => void;
}) {
  switch (tab) {
    case 'overview':
      // Friends are a section of the overview: a fifth tab would not fit a phone's tab bar.
      return (
        <div className="flex flex-col gap-4">
          <ActivityCard
            title={profileCopy.overview.title}
            activities={profile.recentActivity}
            limit={latestActivityCount}
            emptyText={profileCopy.overview.empty}
          />
          <FriendsPanel />
        </div>
      );
    case 'events':
      return <AllEvents />;
    case 'badges':
      return (
        <div className={card}>
          <BadgesPanel badges={profile.badges} />
        </div>
      );
    case 'settings':
      return <SettingsPanel profile={profile} onSaved={onSaved} />;
  }
}

/** Every event the user hosts or joined (My Events' list, drafts left out), not only the latest three. */
function AllEvents() {
  const { data, isLoading } = useMyEvents();
  if (isLoading) return <LoadingProfile />;
  const activities: RecentActivity[] = (data ?? [])
    .filter((event) => event.status !== 'draft' && event.startsAt)
    .map((event) => ({
      id: event.id,
      type: event.eventType === 'host' ? 'hosted' : 'joined',
      title: event.title,
      participants: event.participants.current,
      date: event.startsAt ?? '',
      cancelled: event.status === 'cancelled',
    }));
  return (
    <ActivityCard
      title={profileCopy.events.title}
      activities={activities}
      emptyText={profileCopy.events.empty}
    />
  );
}

function LoadingProfile() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">{profileCopy.loading}</span>
      <div className="h-48 animate-pulse rounded-2xl bg-slate-200" aria-hidden="true" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_20rem]" aria-hidden="true">
        <div className="h-64 animate-pulse rounded-2xl bg-slate-200" />
        <div className="h-64 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    </div>
  );
}

export default function ProfilePage() {
  const { profile, error, isLoading, mutate } = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const selectedTab: TabId = isTabId(requestedTab) ? requestedTab : 'overview';

  function selectTab(tab: TabId) {
    setSearchParams(tab === 'overview' ? {} : { tab }, { replace: true });
  }

  function onSaved(saved: Profile) {
    void mutate(saved, { revalidate: false });
  }

  let content;
  if (profile) {
    content = (
      <>
        <ProfileHeader profile={profile} />
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Tabs
            label={profileCopy.tabs.label}
            tabs={tabs}
            selected={selectedTab}
            onSelect={selectTab}
            idPrefix="profile"
          >
            <TabContent tab={selectedTab} profile={profile} onSaved={onSaved} />
          </Tabs>
          <ProfileSideColumn profile={profile} />
        </div>
      </>
    );
  } else if (failedOffline(error)) {
    content = <OfflineNote />;
  } else if (error) {
    content = (
      <div role="alert" className={`${card} flex flex-col items-start gap-3`}>
        <p className="font-semibold text-red-700">{profileCopy.loadFailed}</p>
        <button type="button" onClick={() => void mutate()} disabled={isLoading} className={primaryButton}>
          {profileCopy.retry}
        </button>
      </div>
    );
  } else {
    content = <LoadingProfile />;
  }

  return <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6">{content}</div>;
}
