/** Picks a canned reply to insert into the reply box: the list (searchable by title and text), and the way to manage it. */
import { useEffect, useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import type { CannedRepliesStore } from '../canned-replies-store';
import { CannedManager } from './canned-manager';

interface CannedPickerProps {
  canned: CannedRepliesStore;
  visible: boolean;
  onClose: () => void;
  onPick: (text: string) => void;
}

export const CannedPicker = observer(function CannedPicker({ canned, visible, onClose, onPick }: CannedPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [managing, setManaging] = useState(false);

  useEffect(() => {
    if (visible) void canned.load();
  }, [visible, canned]);

  const wanted = search.trim().toLowerCase();
  const shown = wanted ? canned.replies.filter((reply) => `${reply.title}\n${reply.content}`.toLowerCase().includes(wanted)) : canned.replies;
  return (
    <>
      <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="inbox-popup" destroyOnClose>
        <div className="inbox-popup__head">
          <h2 className="inbox-popup__title">{t('inbox:canned.title')}</h2>
          <Button size="small" fill="none" color="primary" onClick={() => setManaging(true)} data-testid="inbox-canned-manage">
            {t('inbox:canned.manage')}
          </Button>
        </div>
        <SearchBar placeholder={t('inbox:canned.search')} value={search} onChange={setSearch} />
        {canned.error && (
          <p className="inbox-error" role="alert">
            {canned.error}
          </p>
        )}
        {canned.loaded && shown.length === 0 && <p className="inbox-lists__empty">{t('inbox:canned.empty')}</p>}
        <ul className="inbox-canned" data-testid="inbox-canned-list">
          {shown.map((reply) => (
            <li key={reply.id}>
              <button type="button" className="inbox-canned__item" onClick={() => onPick(reply.content)} data-testid={`inbox-canned-pick-${reply.id}`}>
                <span className="inbox-canned__title">{reply.title}</span>
                <span className="inbox-canned__content">{reply.content}</span>
              </button>
            </li>
          ))}
        </ul>
      </Popup>
      <CannedManager canned={canned} visible={managing} onClose={() => setManaging(false)} />
    </>
  );
});
