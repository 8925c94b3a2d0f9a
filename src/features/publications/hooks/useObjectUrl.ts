import { useEffect, useState } from 'react';

/** An address for `blob` that an <img> can show, revoked when the blob changes or the component leaves. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = blob ? URL.createObjectURL(blob) : null;
    // The address is an outside resource, made and revoked with the blob: made during render, StrictMode's
    // second effect would revoke the one shown.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      if (created) URL.revokeObjectURL(created);
    };
  }, [blob]);
  return url;
}
