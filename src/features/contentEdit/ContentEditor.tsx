import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { ContentEditPanel } from './ContentEditPanel.tsx';
import { useContentEditActor } from './hooks/useContentEditActor.ts';

export interface ContentEditorProps {
  idContenu: number;
  title: string;
  /** The panel was closed: its opener takes the focus back. */
  onClosed(): void;
}

/** The editor of one block, loaded with its own code when a « Modifier » button is first pressed. */
export default function ContentEditor({ idContenu, title, onClosed }: ContentEditorProps) {
  const actor = useContentEditActor();
  const closed = useSelector(actor, (s) => s.matches('closed'));
  const opened = useRef(false);

  useEffect(() => {
    actor.send({ type: 'contentEdit.open', idContenu });
  }, [actor, idContenu]);

  useEffect(() => {
    if (!closed) opened.current = true;
    else if (opened.current) onClosed();
  }, [closed, onClosed]);

  return <ContentEditPanel actor={actor} title={title} />;
}
