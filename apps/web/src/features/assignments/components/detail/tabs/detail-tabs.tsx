import { useState } from 'react';
import { ASSIGNMENT_TEXTS } from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import { TabPanel, Tabs } from '@/shared/ui/tabs';
import type { TabItem } from '@/shared/ui/tabs';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { SharingTab } from '../sharing/sharing-tab';
import { DeliveryTab } from './delivery-tab';
import { DetailsTab } from './details-tab';
import { HistoryTab } from './history-tab';
import { useCanDeliver } from '@/shared/session/use-can-deliver';
import { SyncButton } from './sync-button';
import { useFileSelection } from './use-file-selection';
import './tabs.css';

type DetailTab = 'delivery' | 'history' | 'details' | 'sharing';

const SHARE_ICON =
  'M14 6.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM6 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm8 5.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM7.8 9l4.4-2.4m-4.4 4.4 4.4 2.4';

/** The tabs, their names read when drawn. */
const tabs = (): TabItem<DetailTab>[] => [
  { id: 'delivery', label: D.tabs.delivery },
  { id: 'history', label: D.tabs.history },
  { id: 'details', label: D.tabs.details },
  {
    id: 'sharing',
    label: (
      <span className="share-tab" title={ASSIGNMENT_TEXTS.shareTabTitle}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path d={SHARE_ICON} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{ASSIGNMENT_TEXTS.shareTabTitle}</span>
      </span>
    ),
  },
];

/** The bottom tabs of the detail (with the sync button on the live view) and the active tab's panel. */
export function DetailTabs({ details, scope }: { details: FileDetails; scope: Scope }) {
  const [tab, setTab] = useState<DetailTab>('delivery');
  const selection = useFileSelection(details.id);
  const idBase = `assignment-${details.id}`;
  const canDeliver = useCanDeliver();
  return (
    <div className="detail-tabs">
      <div className="detail-tabs__bar">
        <Tabs label={D.sections} tabs={tabs()} active={tab} onChange={setTab} idBase={idBase} />
        {scope === 'live' && canDeliver && <SyncButton deliveryId={details.id} />}
      </div>
      <TabPanel idBase={idBase} active={tab}>
        {tab === 'delivery' && <DeliveryTab details={details} scope={scope} selection={selection} />}
        {tab === 'history' && <HistoryTab details={details} scope={scope} />}
        {tab === 'details' && <DetailsTab details={details} />}
        {tab === 'sharing' && <SharingTab scope={scope} details={details} />}
      </TabPanel>
    </div>
  );
}
