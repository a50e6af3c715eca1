import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/shared/api/base-query';
import type { PanelTab } from './record-panel';

/**
 * The Form / List state shared by the entity, invoice and user panels: which tab shows, the record being
 * edited (loaded fresh from the server), and a key that remounts the form to reset it.
 */
export function useRecordEditor<T>(load: (id: number) => Promise<T>) {
  const [tab, setTab] = useState<PanelTab>('list');
  const [editing, setEditing] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const resetForm = () => setFormKey((k) => k + 1);

  const edit = async (id: number) => {
    setLoadingId(id);
    try {
      setEditing(await load(id));
      resetForm();
      setTab('form');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoadingId(null);
    }
  };
  const backToList = () => {
    setEditing(null);
    resetForm();
    setTab('list');
  };

  return {
    tab,
    setTab,
    editing,
    formKey,
    loadingId,
    edit,
    backToList,
    /** Cancel: back to the list when editing, else an empty form. */
    cancel: editing ? backToList : resetForm,
  };
}
